import { Alert, Button, Empty, Flex, Select, Tabs, Tag, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { currentCentre } from '../../lib/centre';
import { OdintsovoPayout } from './OdintsovoPayout';
import { PayoutRatesTab } from './PayoutRatesTab';
import { useTeacherOptions } from './useTeacherOptions';
import { ZelenogradPayout } from './ZelenogradPayout';

const CYCLES = Array.from({ length: 10 }, (_, index) => index + 1); // money.md §9: cycle selectors run 1 to 10
const cycleOf = (value: string | null) => (CYCLES.includes(Number(value)) ? Number(value) : 1);
const idOf = (value: string | null) => (value && /^\d+$/.test(value) ? Number(value) : null);

// /teacher-payout 'Зарплата' (money.md §2 "Teacher payouts"): a teacher and a cycle, then centre 1's snapshot or
// centre 2's per-lesson payout, by the address the page is opened on. The teacher and cycle live in the URL.
export default function TeacherPayoutPage() {
  const centre = currentCentre();
  const [params, setParams] = useSearchParams();
  const teacherId = idOf(params.get('teacher'));
  const cycle = cycleOf(params.get('cycle'));
  const teachers = useTeacherOptions();
  const choose = (key: 'teacher' | 'cycle' | 'tab', value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === null) next.delete(key);
        else next.set(key, value);
        return next;
      },
      { replace: true },
    );

  const chooser = (
    <>
      <Flex gap={12} wrap align="center">
        <Select
          showSearch
          allowClear
          optionFilterProp="label"
          aria-label="Преподаватель"
          placeholder="Выберите преподавателя"
          loading={teachers.loading}
          options={teachers.options}
          value={teacherId === null ? undefined : String(teacherId)}
          onChange={(value?: string) => choose('teacher', value ?? null)}
          style={{ width: 300 }}
        />
        <Select
          aria-label="Цикл"
          value={cycle}
          onChange={(value: number) => choose('cycle', String(value))}
          options={CYCLES.map((value) => ({ value, label: `Цикл ${value}` }))}
          style={{ width: 130 }}
        />
      </Flex>
      {teachers.failed && (
        <Alert
          type="error"
          showIcon
          message="Ошибка загрузки данных. Попробуйте позже."
          action={
            <Button size="small" onClick={teachers.retry}>
              Повторить
            </Button>
          }
        />
      )}
      {teacherId === null ? (
        <Empty description="Выберите преподавателя и цикл" />
      ) : centre.type === 'ZELENOGRAD' ? (
        <ZelenogradPayout key={`${teacherId}-${cycle}`} teacherId={teacherId} cycle={cycle} />
      ) : (
        <OdintsovoPayout key={`${teacherId}-${cycle}`} teacherId={teacherId} cycle={cycle} />
      )}
    </>
  );

  return (
    <Flex vertical gap={16}>
      <Flex align="center" gap={12} wrap>
        <Typography.Title level={3} style={{ margin: 0 }}>
          Зарплата
        </Typography.Title>
        <Tag color={centre.type === 'ZELENOGRAD' ? 'purple' : 'blue'}>Центр: {centre.name}</Tag>
      </Flex>
      {centre.type === 'ZELENOGRAD' ? (
        <Tabs
          activeKey={params.get('tab') === 'rates' ? 'rates' : 'view'}
          onChange={(key) => choose('tab', key === 'rates' ? 'rates' : null)}
          destroyOnHidden // the rates' grid keeps its view in the URL only while it is shown
          items={[
            { key: 'view', label: 'Просмотр выплат', children: <Flex vertical gap={16}>{chooser}</Flex> },
            { key: 'rates', label: 'Добавление выплат', children: <PayoutRatesTab /> },
          ]}
        />
      ) : (
        chooser
      )}
    </Flex>
  );
}
