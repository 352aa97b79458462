import { ReloadOutlined } from '@ant-design/icons';
import { useApiUrl, useCustom, type HttpError } from '@refinedev/core';
import { Alert, Button, Flex, Table, Tabs, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { errorTableTabs, type ErrorTableKey } from '../../../resources/sheet-errors';
import { fillMessage } from '../../lib/message';
import { useTabParam } from '../../lib/useTabParam';
import { errorColumns, type ErrorRow } from './errorColumns';

const PAGE_SIZE = 10; // operations.md §9: tables show 10 rows a page by default
const LOAD_FAILED = 'Ошибка при загрузке данных: {message}';

const emptyText: Record<ErrorTableKey, string> = {
  'no-update-table': 'Все таблицы заполнены за прошедшие уроки',
  'student-not-found-table': 'Все ученики из таблиц найдены в своих группах',
  'wrong-cycle-table': 'Во всех таблицах указан текущий цикл группы',
};

function ErrorTable({ tab }: { tab: (typeof errorTableTabs)[number] }) {
  const apiUrl = useApiUrl();
  const [params, setParams] = useSearchParams();
  const { query } = useCustom<ErrorRow[], HttpError>({ url: `${apiUrl}/${tab.path}`, method: 'get', errorNotification: false });
  const rows = (query.data?.data as ErrorRow[] | undefined) ?? [];
  const page = Math.max(1, Number(params.get('page')) || 1);
  if (query.error) {
    return (
      <Alert
        type="error"
        showIcon
        message={fillMessage(LOAD_FAILED, query.error.message)}
        action={
          <Button icon={<ReloadOutlined />} onClick={() => void query.refetch()}>
            Повторить
          </Button>
        }
      />
    );
  }
  return (
    <Flex vertical gap={8}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Text type="secondary">Проблемы последней сверки гугл-таблиц групп: {query.isLoading ? '…' : rows.length}</Typography.Text>
        <Button icon={<ReloadOutlined />} loading={query.isFetching} onClick={() => void query.refetch()}>
          Обновить
        </Button>
      </Flex>
      <Table<ErrorRow>
        rowKey="errorId"
        size="middle"
        loading={query.isLoading}
        dataSource={rows}
        columns={errorColumns[tab.key] as never}
        locale={{ emptyText: emptyText[tab.key] }}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          showSizeChanger: false,
          hideOnSinglePage: true,
          onChange: (next) =>
            setParams(
              (current) => {
                const updated = new URLSearchParams(current);
                if (next === 1) updated.delete('page');
                else updated.set('page', String(next));
                return updated;
              },
              { replace: true },
            ),
        }}
      />
    </Flex>
  );
}

// /service/error-tables (operations.md §2 "Error tables"): what the spreadsheet sync found, three tabs.
export default function ErrorTablesPage() {
  const [tab] = useTabParam(errorTableTabs);
  const [, setParams] = useSearchParams();
  return (
    <Flex vertical gap={16}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        Таблицы ошибок
      </Typography.Title>
      <Tabs
        activeKey={tab.key}
        onChange={(key) => {
          // a new tab starts on its first page
          setParams(
            (current) => {
              const updated = new URLSearchParams(current);
              updated.delete('page');
              updated.set('tab', key);
              return updated;
            },
            { replace: true },
          );
        }}
        destroyOnHidden
        items={errorTableTabs.map((item) => ({ key: item.key, label: item.label, children: <ErrorTable tab={item} /> }))}
      />
    </Flex>
  );
}
