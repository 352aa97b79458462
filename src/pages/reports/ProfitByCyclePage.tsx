import { Flex, Table, Tabs, Tooltip, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { formatKopecks, toKopecks } from '../../../resources/money/kopecks';
import { MAX_REPORT_CYCLE, type ProfitByCycleRow } from '../../../resources/money/reports';
import { profitByGroupCycle, scheduleText } from '../../../resources/profit-reports/by-group-cycle';
import { ExportButton } from '../../crud/ExportButton';
import { useReport } from '../../crud/useReport';
import { ownerQueryOptions } from '../../lib/ownerQuery';
import { ReportState } from './ReportState';
import { ScrollRegion } from './ScrollRegion';
import { SignedMoney } from './SignedMoney';

const CYCLES = Array.from({ length: MAX_REPORT_CYCLE }, (_, index) => index + 1);
const cycleOf = (value: string | null) => (CYCLES.includes(Number(value)) ? Number(value) : 1);
const money = (amount: string | null) => (amount === null ? '—' : formatKopecks(toKopecks(amount) ?? 0, 0));
const sum = (rows: readonly ProfitByCycleRow[], pick: (row: ProfitByCycleRow) => string | null) => rows.reduce((total, row) => total + (toKopecks(pick(row)) ?? 0), 0);

function StudentPayments({ row }: { row: ProfitByCycleRow }) {
  return (
    <Table
      rowKey="studentId"
      size="small"
      pagination={false}
      dataSource={row.studentPayments}
      locale={{ emptyText: 'Оплат за цикл нет' }}
      columns={[
        { key: 'student', title: 'Ученик', dataIndex: 'studentName' },
        { key: 'amount', title: 'Оплата', align: 'right', render: (_, payment) => money(payment.paymentAmount) },
      ]}
      style={{ maxWidth: 480 }}
    />
  );
}

function CycleTable({ cycle }: { cycle: number }) {
  const { query } = useReport<ProfitByCycleRow[]>(`owner/profit-by-cycle/${cycle}`, { queryOptions: ownerQueryOptions });
  const rows = query.data?.data;
  return (
    <ReportState loading={query.isLoading} error={query.isError ? query.error : null} empty={rows?.length === 0} onRetry={() => void query.refetch()}>
      <Flex justify="end" style={{ marginBottom: 8 }}>
        <ExportButton name={profitByGroupCycle.name} recordId={cycle} query={{ filters: [], sorters: [] }} fields={Object.keys(profitByGroupCycle.fields)} />
      </Flex>
      <ScrollRegion label={`Прибыль по группам, цикл ${cycle}`}>
        <Table<ProfitByCycleRow>
          rowKey="schoolClassId"
          size="small"
          dataSource={rows}
          loading={query.isFetching}
          pagination={{ defaultPageSize: 50, pageSizeOptions: [25, 50, 100], showSizeChanger: true, hideOnSinglePage: true }}
          expandable={{ expandedRowRender: (row) => <StudentPayments row={row} />, rowExpandable: (row) => row.studentPayments.length > 0 }}
          columns={[
            { key: 'group', title: 'Группа', dataIndex: 'schoolClassName', width: 200 },
            { key: 'year', title: 'Класс', dataIndex: 'schoolYearDescription' },
            { key: 'teacher', title: 'Преподаватель', dataIndex: 'teacherName' },
            { key: 'schedule', title: 'Расписание', render: (_, row) => scheduleText(row) },
            { key: 'students', title: 'Оплаты учеников', align: 'right', render: (_, row) => row.studentPayments.length },
            { key: 'payments', title: 'Сумма оплат', align: 'right', render: (_, row) => money(row.totalPayments) },
            {
              key: 'salary',
              title: 'Зарплата преподавателя',
              align: 'right',
              render: (_, row) => (row.teacherSalary === null ? <Typography.Text type="secondary" title="Зарплата за цикл не рассчитана">—</Typography.Text> : money(row.teacherSalary)),
            },
            {
              key: 'profit',
              title: 'Прибыль',
              align: 'right',
              render: (_, row) => <SignedMoney kopecks={toKopecks(row.totalProfit) ?? 0} strong />,
            },
            {
              // issue 23 (docs/money.md §16): what is paid for the cycle plus what the enrolled are expected to pay
              key: 'forecast',
              title: 'Прогноз',
              align: 'right',
              render: (_, row) => (
                <Tooltip title={row.forecastExplanation}>
                  <span>{money(row.forecast)}</span>
                </Tooltip>
              ),
            },
          ]}
          summary={(shown) =>
            shown.length === 0 ? null : (
              <Table.Summary.Row>
                <Table.Summary.Cell index={0} colSpan={6}>
                  <Typography.Text strong>Итого по группам цикла</Typography.Text>
                </Table.Summary.Cell>
                <Table.Summary.Cell index={6} align="right">
                  {formatKopecks(sum(rows ?? [], (row) => row.totalPayments), 0)}
                </Table.Summary.Cell>
                <Table.Summary.Cell index={7} align="right">
                  {formatKopecks(sum(rows ?? [], (row) => row.teacherSalary), 0)}
                </Table.Summary.Cell>
                <Table.Summary.Cell index={8} align="right">
                  <SignedMoney kopecks={sum(rows ?? [], (row) => row.totalProfit)} strong />
                </Table.Summary.Cell>
                <Table.Summary.Cell index={9} align="right">
                  {formatKopecks(sum(rows ?? [], (row) => row.forecast), 0)}
                </Table.Summary.Cell>
              </Table.Summary.Row>
            )
          }
        />
      </ScrollRegion>
    </ReportState>
  );
}

// /profit/by-cycle 'Прибыль по группам' (money.md §2 "Profit by group"): tabs 'Цикл 1' to 'Цикл 10', the first by
// default, the tab in the address; per group the payments of its students for the cycle, the teacher's payout and
// the profit (a salary not calculated yet: '—', and the profit is the payments).
export default function ProfitByCyclePage() {
  const [params, setParams] = useSearchParams();
  const cycle = cycleOf(params.get('cycle'));
  return (
    <Flex vertical gap={12}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        Прибыль по группам
      </Typography.Title>
      <Tabs
        activeKey={String(cycle)}
        onChange={(key) =>
          setParams(
            (current) => {
              const next = new URLSearchParams(current);
              next.set('cycle', key);
              return next;
            },
            { replace: true },
          )
        }
        destroyOnHidden
        items={CYCLES.map((number) => ({ key: String(number), label: `Цикл ${number}`, children: <CycleTable cycle={number} /> }))}
      />
    </Flex>
  );
}
