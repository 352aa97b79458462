import { Button, Flex, Table, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { cyclePayments, paidCountOf } from '../../../resources/cycle-payments';
import { cycleTabOf, type CycleGroup, type CycleStudent, type CycleTab, type CycleTariff } from '../../../resources/cycle-reports';
import { sumKopecks, formatKopecks } from '../../../resources/money/kopecks';
import { DateCell } from '../../components/DateCell';
import { ExportButton } from '../../crud/ExportButton';
import { AmountLegend } from './AmountLegend';
import { AmountText } from './AmountText';
import { CycleTabBar, PANEL_ID, tabId } from './CycleTabBar';
import { usePaidTints } from './amountColours';
import { CYCLE_PAGE_SIZE } from './GroupCycleReportPage';
import { LoadFailed } from './LoadFailed';
import { usePaymentsByCycle } from './useCycleReports';
import { useReportColumns, type ReportColumn } from './useReportColumns';

// The tree: a group row (neutral) over its students' rows (paid or unpaid).
type GroupNode = { kind: 'group'; key: string; group: CycleGroup; children: StudentNode[] };
type StudentNode = { kind: 'student'; key: string; student: CycleStudent; tariff: CycleTariff | null };
type Node = GroupNode | StudentNode;

const toTree = (groups: CycleGroup[]): GroupNode[] =>
  groups.map((group) => ({
    kind: 'group',
    key: `group-${group.schoolClassId}`,
    group,
    children: group.students.map((student) => ({
      kind: 'student',
      key: `group-${group.schoolClassId}-student-${student.studentId}`,
      student,
      tariff: group.tariff,
    })),
  }));

// a column's title: the declaration's, which the Excel export heads its columns with
const titleOf = (key: string) => cyclePayments.fields[key]!.label;

const columns: ReportColumn<Node>[] = [
  {
    key: 'name',
    title: titleOf('name'),
    kind: 'text',
    width: 300,
    render: (node) =>
      node.kind === 'group' ? (
        <Typography.Text strong>{node.group.schoolClassName}</Typography.Text>
      ) : node.student.enrolled ? (
        node.student.studentName
      ) : (
        <Typography.Text type="secondary">{node.student.studentName} (выбыл)</Typography.Text>
      ),
  },
  { key: 'teacher', title: titleOf('teacher'), kind: 'text', width: 190, render: (node) => (node.kind === 'group' ? node.group.teacherName : null) },
  {
    key: 'schedule',
    title: titleOf('schedule'),
    kind: 'text',
    width: 240,
    render: (node) => (node.kind === 'group' ? (node.group.schoolClassSchedule ?? <Typography.Text type="secondary">Нет дат занятий</Typography.Text>) : null),
  },
  {
    key: 'paymentId',
    title: titleOf('paymentId'),
    kind: 'number',
    width: 150,
    render: (node) =>
      node.kind === 'group' ? (
        <Typography.Text type="secondary">
          оплатили {paidCountOf(node.group)} из {node.group.students.length}
        </Typography.Text>
      ) : (
        (node.student.payment?.paymentId ?? '—')
      ),
  },
  {
    key: 'paymentAmount',
    title: titleOf('paymentAmount'),
    kind: 'money',
    width: 140,
    align: 'right',
    render: (node) =>
      node.kind === 'group' ? (
        formatKopecks(sumKopecks(node.group.students.map((student) => student.payment?.paymentAmount)), 0)
      ) : (
        <AmountText amount={node.student.payment?.paymentAmount ?? null} tariff={node.tariff} reached />
      ),
  },
  {
    key: 'paymentDate',
    title: titleOf('paymentDate'),
    kind: 'date',
    width: 130,
    render: (node) => (node.kind === 'student' && node.student.payment ? <DateCell value={node.student.payment.paymentDate} /> : null),
  },
];

function CycleTree({ groups, loading, tab }: { groups: CycleGroup[] | undefined; loading: boolean; tab: CycleTab }) {
  const tints = usePaidTints();
  const tree = useMemo(() => toTree(groups ?? []), [groups]);
  const [expanded, setExpanded] = useState<readonly React.Key[]>([]);
  const table = useReportColumns<Node>('class-reports-by-cycle', columns);
  return (
    <>
      <Flex justify="space-between" align="center" gap={12} wrap="wrap" style={{ marginBottom: 12 }}>
        <AmountLegend />
        <Flex gap={8}>
          <Button onClick={() => setExpanded(tree.map((node) => node.key))}>Развернуть все</Button>
          <Button onClick={() => setExpanded([])}>Свернуть все</Button>
          {table.chooser}
          <ExportButton
            name={cyclePayments.name}
            query={{
              filters: [
                { field: 'cycle', operator: 'eq', value: tab.cycle },
                { field: 'schoolYearCategory', operator: 'eq', value: tab.category },
              ],
              sorters: [],
            }}
            fields={table.columns.map(({ key }) => String(key))}
          />
        </Flex>
      </Flex>
      <Table<Node>
        rowKey="key"
        columns={table.columns}
        components={table.components}
        dataSource={tree}
        loading={loading}
        size="small"
        tableLayout="fixed"
        scroll={{ x: 'max-content' }}
        expandable={{ expandedRowKeys: expanded, onExpandedRowsChange: setExpanded }}
        onRow={(node) =>
          node.kind === 'student'
            ? {
                style: { background: node.student.payment ? tints.paid : tints.unpaid },
                'aria-label': `${node.student.studentName}: ${node.student.payment ? 'оплачено' : 'не оплачено'}`,
              }
            : {}
        }
        locale={{ emptyText: 'Нет групп для этого цикла' }}
        pagination={{ pageSize: CYCLE_PAGE_SIZE, showSizeChanger: false, hideOnSinglePage: true, showTotal: (total) => `Групп: ${total}` }}
      />
    </>
  );
}

// /payments/class-reports-by-cycle: one cycle across the groups (money.md §2), 20 tabs; the tab is in the address.
export default function CyclePaymentsPage() {
  const [params, setParams] = useSearchParams();
  const tab = cycleTabOf(params.get('tab'));
  const { groups, query } = usePaymentsByCycle(tab);
  const selectTab = (key: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('tab', key);
        return next;
      },
      { replace: true },
    );
  return (
    <>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        Платежи по циклам
      </Typography.Title>
      <CycleTabBar active={tab} onSelect={selectTab} />
      <Typography.Paragraph type="secondary">
        Цикл {tab.cycle}, {tab.category === 'UNDER_5TH_GRADE' ? 'дошкольники и 1–4 классы' : '5–11 классы и взрослые'}
      </Typography.Paragraph>
      <div role="tabpanel" id={PANEL_ID} aria-labelledby={tabId(tab.key)}>
        {query.isError && !groups ? (
          <LoadFailed message={query.error?.message} onRetry={() => void query.refetch()} />
        ) : (
          <CycleTree key={tab.key} groups={groups} loading={query.isFetching} tab={tab} />
        )}
      </div>
    </>
  );
}
