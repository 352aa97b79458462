import { Card, Empty, Flex, Select, Switch, Table, Tooltip, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import type { AllCyclesRow, CycleTableRow, TwoCyclesReport } from '../../../resources/cycle-reports';
import { groupAllCyclesReport, groupCycleReport } from '../../../resources/group-cycle-report';
import { MoneyCell } from '../../components/MoneyCell';
import { ExportButton } from '../../crud/ExportButton';
import { DateCell } from '../../components/DateCell';
import { AmountLegend } from './AmountLegend';
import { AmountText } from './AmountText';
import { LoadFailed } from './LoadFailed';
import { useGroupCycleReport, useGroupOptions } from './useCycleReports';
import { useReportColumns, type ReportColumn } from './useReportColumns';

// money.md §9: cycle tables show 100 rows a page
export const CYCLE_PAGE_SIZE = 100;

type Row = CycleTableRow & Partial<Pick<AllCyclesRow, 'cycleData'>>;

const StudentName = ({ row }: { row: Row }) =>
  row.enrolled ? (
    <>{row.studentName}</>
  ) : (
    <Tooltip title="Ученик больше не в группе; показан из-за оплаты">
      <Typography.Text type="secondary">{row.studentName} (выбыл)</Typography.Text>
    </Tooltip>
  );

const Pricing = ({ row }: { row: Row }) =>
  row.subjectPricing ? (
    <Tooltip title={row.subjectPricing.explanation}>
      <span>
        {row.subjectPricing.subjectPricingName}: <MoneyCell value={row.subjectPricing.cyclePrice} decimals={0} />
      </span>
    </Tooltip>
  ) : (
    <Typography.Text type="secondary">Тариф не назначен</Typography.Text>
  );

// The columns without 'Показать все циклы': student, current cycle, its amount and date, past cycle, its amount
// and date, subject pricing (money.md §2).
const twoCycleColumns = (report: TwoCyclesReport): ReportColumn<Row>[] => [
  { key: 'studentName', title: 'Ученик', kind: 'text', width: 240, render: (row) => <StudentName row={row} /> },
  { key: 'currentCycle', title: 'Текущий цикл', kind: 'number', width: 120, render: (row) => row.currentCycle },
  {
    key: 'currentCycleAmount',
    title: 'Сумма за текущий цикл',
    kind: 'money',
    width: 170,
    align: 'right',
    render: (row) => <AmountText amount={row.currentCycleAmount} tariff={report.tariff} reached />,
  },
  { key: 'currentCycleDate', title: 'Дата оплаты текущего цикла', kind: 'date', width: 170, render: (row) => <DateCell value={row.currentCycleDate} /> },
  { key: 'pastCycle', title: 'Прошлый цикл', kind: 'number', width: 120, render: (row) => row.pastCycle ?? '—' },
  {
    key: 'pastCycleAmount',
    title: 'Сумма за прошлый цикл',
    kind: 'money',
    width: 170,
    align: 'right',
    render: (row) => (row.pastCycle === null ? '—' : <AmountText amount={row.pastCycleAmount} tariff={report.tariff} reached />),
  },
  { key: 'pastCycleDate', title: 'Дата оплаты прошлого цикла', kind: 'date', width: 170, render: (row) => <DateCell value={row.pastCycleDate} /> },
  { key: 'subjectPricing', title: 'Тариф ученика', kind: 'text', width: 200, render: (row) => <Pricing row={row} /> },
];

// With 'Показать все циклы': every cycle, its amount over its payment date (money.md §2).
const allCycleColumns = (report: TwoCyclesReport): ReportColumn<Row>[] => [
  { key: 'studentName', title: 'Ученик', kind: 'text', width: 240, render: (row) => <StudentName row={row} /> },
  ...report.cycles.map(
    (cycle): ReportColumn<Row> => ({
      key: `cycle${cycle}`,
      title: cycle === report.currentCycle ? `Цикл ${cycle} (текущий)` : `Цикл ${cycle}`,
      kind: 'money',
      width: 140,
      align: 'right',
      render: (row) => {
        const data = row.cycleData?.find((entry) => entry.cycleNumber === cycle);
        return (
          <Flex vertical align="end">
            <AmountText amount={data?.amount ?? null} tariff={report.tariff} reached={cycle <= report.currentCycle} />
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {data?.paymentDate ? <DateCell value={data.paymentDate} /> : ' '}
            </Typography.Text>
          </Flex>
        );
      },
    }),
  ),
  { key: 'subjectPricing', title: 'Тариф ученика', kind: 'text', width: 200, render: (row) => <Pricing row={row} /> },
];

const emptyReport: TwoCyclesReport = { classId: 0, className: '', currentCycle: 1, pastCycle: null, cycles: [], tariff: null, totalRows: 0, rows: [] };

type ReportTableProps = {
  report: TwoCyclesReport | undefined;
  allCycles: boolean;
  loading: boolean;
  page: number;
  onPage: (page: number) => void;
};

function ReportTable({ report, allCycles, loading, page, onPage }: ReportTableProps) {
  const shown = report ?? emptyReport;
  const { columns, chooser, components } = useReportColumns<Row>(
    allCycles ? 'class-reports-all-cycles' : 'class-reports',
    allCycles ? allCycleColumns(shown) : twoCycleColumns(shown),
  );
  return (
    <>
      <Flex justify="space-between" align="center" gap={12} wrap="wrap" style={{ marginBottom: 12 }}>
        <AmountLegend tariff={report ? report.tariff : undefined} />
        <Flex gap={8} align="center">
          {chooser}
          {report && (
            <ExportButton
              name={allCycles ? groupAllCyclesReport.name : groupCycleReport.name}
              recordId={report.classId}
              query={{ filters: [], sorters: [] }}
              fields={columns.map((column) => String(column.key))}
            />
          )}
        </Flex>
      </Flex>
      <Table<Row>
        rowKey="studentId"
        columns={columns}
        components={components}
        dataSource={report?.rows ?? []}
        loading={loading}
        size="small"
        tableLayout="fixed"
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: 'В группе нет учеников' }}
        pagination={{
          current: page,
          pageSize: CYCLE_PAGE_SIZE,
          total: report?.totalRows ?? 0,
          showSizeChanger: false,
          hideOnSinglePage: true,
          showTotal: (total) => `Учеников: ${total}`,
          onChange: onPage,
        }}
      />
    </>
  );
}

// /payments/class-reports: payments by cycle for one group (money.md §2). The group and the switch live in the
// address (and the page), so a report can be sent as a link and comes back after a reload.
export default function GroupCycleReportPage() {
  const [params, setParams] = useSearchParams();
  const classIdText = params.get('classId');
  const classId = classIdText && /^\d+$/.test(classIdText) ? Number(classIdText) : null;
  const allCycles = params.get('allCycles') === '1';
  const pageText = params.get('page');
  const page = pageText && /^[1-9]\d{0,5}$/.test(pageText) ? Number(pageText) : 1;
  const groupOptions = useGroupOptions();
  const { report: loaded, query } = useGroupCycleReport(classId, allCycles, page, CYCLE_PAGE_SIZE);
  // the previous page stands in while the next loads, never another group's or the other view's rows
  const sameView = (shown: TwoCyclesReport) => shown.rows.length === 0 || 'cycleData' in shown.rows[0] === allCycles;
  const report = loaded && loaded.classId === classId && sameView(loaded) ? loaded : undefined;

  const update = (changes: Record<string, string | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null) next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace: true },
    );

  return (
    <>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        Платежи по группе
      </Typography.Title>
      <Card size="small" style={{ marginBottom: 16 }}>
        <Flex gap={24} align="center" wrap="wrap">
          <Flex gap={8} align="center">
            <label htmlFor="cycle-report-group">Группа</label>
            <Select
              id="cycle-report-group"
              showSearch
              allowClear
              optionFilterProp="label"
              placeholder="Выберите группу"
              style={{ width: 380 }}
              loading={groupOptions.loading}
              status={groupOptions.failed ? 'error' : undefined}
              notFoundContent={groupOptions.failed ? 'Не удалось загрузить группы' : 'Группы не найдены'}
              options={groupOptions.options}
              value={classId === null ? undefined : String(classId)}
              onChange={(value: string | undefined) => update({ classId: value ?? null, page: null })}
            />
          </Flex>
          <Flex gap={8} align="center">
            <Switch id="cycle-report-all" checked={allCycles} onChange={(checked) => update({ allCycles: checked ? '1' : null, page: null })} />
            <label htmlFor="cycle-report-all">Показать все циклы</label>
          </Flex>
          {report && (
            <Typography.Text type="secondary">
              Текущий цикл группы: {report.currentCycle}
              {report.tariff ? `, тариф «${report.tariff.subjectPricingName}»` : ', тариф не назначен'}
            </Typography.Text>
          )}
        </Flex>
      </Card>
      {classId === null ? (
        <Empty description="Выберите группу, чтобы увидеть её платежи по циклам" />
      ) : query.isError && !report ? (
        <LoadFailed message={query.error?.message} onRetry={() => void query.refetch()} />
      ) : (
        <ReportTable
          report={report}
          allCycles={allCycles}
          loading={query.isFetching}
          page={page}
          onPage={(next) => update({ page: next === 1 ? null : String(next) })}
        />
      )}
    </>
  );
}
