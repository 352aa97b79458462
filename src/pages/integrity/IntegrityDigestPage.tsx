import { ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, DatePicker, Flex, Skeleton, Typography } from 'antd';
import dayjs from 'dayjs';
import { useSearchParams } from 'react-router';
import type { DigestAnswer } from '../../../resources/integrity-digest/api';
import { useReport } from '../../crud/useReport';
import { API_DATE, DISPLAY_DATE, formatDate } from '../../lib/date';
import { fillMessage } from '../../lib/message';
import { DeliveryNote } from './DeliveryNote';
import { DigestLines } from './DigestLines';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const LOAD_FAILED = 'Ошибка при загрузке данных: {message}';

// /service/integrity (issue 23 part 3; docs/operations.md "Daily integrity digest"): today's checks, run when the
// page asks, or the digest stored on a past day (?date=YYYY-MM-DD in the address).
export default function IntegrityDigestPage() {
  const [params, setParams] = useSearchParams();
  const asked = params.get('date') ?? '';
  const date = DAY.test(asked) ? asked : undefined;
  const { query } = useReport<DigestAnswer>('integrity-digest', { query: { date } });
  const digest = query.data?.data;
  const today = digest?.today;
  const shown = date ?? today;

  return (
    <Flex vertical gap={16}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        Сводка проверок{shown ? ` за ${formatDate(shown)}` : ''}
      </Typography.Title>
      <Flex wrap gap={12} align="center">
        <DatePicker
          aria-label="Дата сводки"
          allowClear={false}
          format={DISPLAY_DATE}
          value={shown ? dayjs(shown, API_DATE) : null}
          disabledDate={(day) => !!today && day.format(API_DATE) > today}
          onChange={(value) => value && setParams(value.format(API_DATE) === today ? {} : { date: value.format(API_DATE) })}
        />
        <Button onClick={() => setParams({})} disabled={!date || date === today}>
          Сегодня
        </Button>
        <Button icon={<ReloadOutlined />} loading={query.isFetching} onClick={() => void query.refetch()}>
          Обновить
        </Button>
      </Flex>
      {query.error ? (
        <Alert
          type={query.error.statusCode === 404 ? 'info' : 'error'}
          showIcon
          message={query.error.statusCode === 404 ? query.error.message : fillMessage(LOAD_FAILED, query.error.message)}
        />
      ) : !digest ? (
        <Skeleton active paragraph={{ rows: 5 }} />
      ) : (
        <>
          <DeliveryNote digest={digest} />
          <DigestLines lines={digest.lines} />
        </>
      )}
    </Flex>
  );
}
