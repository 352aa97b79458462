import { PrinterOutlined } from '@ant-design/icons';
import { Button, Flex, Input, Table, Tag, theme, Tooltip } from 'antd';
import dayjs from 'dayjs';
import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { DateCell } from '../../components/DateCell';
import { readList } from '../../crud/readList';
import { useBrowserTable } from '../../crud/useBrowserTable';
import { usePrintMode } from '../../lib/usePrintMode';
import type { EnrollmentTracking } from '../../../resources/statistics';
import { CardState } from './CardState';
import { disenrollmentRows, type DisenrollmentRow } from './disenrollmentRows';

const FILTER_DEBOUNCE_MS = 300; // operations.md §9

// a read without a period, whole: filtered and paged here, its page and filter in the URL
const enrollmentTracking = readList<EnrollmentTracking>('enrollment-tracking', 'Student', 'schoolClassId', 'statistics/enrollment/tracking');

const useDebounced = (value: string, delay: number) => {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), delay);
    return () => window.clearTimeout(timer);
  }, [value, delay]);
  return debounced;
};

// 'Ушедшие учеников' (operations.md §2 "Statistics"): groups with their students, joining and leaving dates, the
// stay and its bucket, 'Активный' / 'Ушел'; stays under 7 days or negative highlighted; a quick filter; print.
export function DisenrollmentTab() {
  const tracking = useBrowserTable<EnrollmentTracking>({ declaration: enrollmentTracking, pageSize: 10 });
  const [filter, setFilter] = useState(tracking.search);
  const debounced = useDeferredValue(useDebounced(filter, FILTER_DEBOUNCE_MS));
  useEffect(() => {
    if (debounced !== tracking.search) tracking.setSearch(debounced);
  }, [debounced]);
  const { printing, startPrinting } = usePrintMode();
  const { token } = theme.useToken();
  const today = dayjs().format('YYYY-MM-DD');
  const rows = useMemo(() => disenrollmentRows(tracking.rows, tracking.search, today), [tracking.rows, tracking.search, today]);

  return (
    <Flex vertical gap={12}>
      {!printing && (
        <Flex gap={8} wrap>
          <Input.Search allowClear placeholder="Быстрый фильтр: группа, преподаватель, ученик" aria-label="Быстрый фильтр" value={filter} onChange={(event) => setFilter(event.target.value)} style={{ maxWidth: 420 }} />
          <Button icon={<PrinterOutlined />} onClick={startPrinting}>
            Печать
          </Button>
        </Flex>
      )}
      <CardState loading={tracking.tableProps.loading} error={tracking.error} empty={!tracking.tableProps.loading && rows.length === 0} onRetry={() => void tracking.query.refetch()}>
        <Table<DisenrollmentRow>
          rowKey="key"
          size="small"
          dataSource={rows}
          onChange={tracking.tableProps.onChange}
          expandable={{ defaultExpandAllRows: true, expandedRowKeys: printing ? rows.map((row) => row.key) : undefined }}
          pagination={printing ? false : { ...tracking.tableProps.pagination, showSizeChanger: true, pageSizeOptions: [10, 25, 50] }}
          onRow={(row) => (row.suspicious ? { style: { background: row.days! < 0 ? token.colorErrorBg : token.colorWarningBg } } : {})}
          columns={[
            { key: 'name', title: 'Группа / ученик', dataIndex: 'name', width: 280 },
            { key: 'teacher', title: 'Преподаватель', render: (_, row) => row.teacherName ?? row.counts ?? '', width: 200 },
            { key: 'enrollmentDate', title: 'Дата зачисления', render: (_, row) => (row.enrollmentDate ? <DateCell value={row.enrollmentDate} /> : null), width: 140 },
            { key: 'disenrollmentDate', title: 'Дата ухода', render: (_, row) => (row.disenrollmentDate ? <DateCell value={row.disenrollmentDate} /> : null), width: 130 },
            {
              key: 'days',
              title: 'Дней',
              align: 'right',
              width: 90,
              render: (_, row) =>
                row.days === undefined ? null : row.days < 0 ? (
                  <Tooltip title="Дата ухода раньше даты зачисления">
                    <span>{row.days}</span>
                  </Tooltip>
                ) : (
                  row.days
                ),
            },
            { key: 'bucket', title: 'Срок', dataIndex: 'bucket', width: 140 },
            { key: 'status', title: 'Статус', width: 110, render: (_, row) => (row.status ? <Tag color={row.status === 'Активный' ? '#237804' : 'default'}>{row.status}</Tag> : row.counts) },
          ]}
        />
      </CardState>
    </Flex>
  );
}
