import { PrinterOutlined } from '@ant-design/icons';
import { Button, Flex, Input, Table, Tag, theme, Tooltip } from 'antd';
import dayjs from 'dayjs';
import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { DateCell } from '../../components/DateCell';
import { ExportButton } from '../../crud/ExportButton';
import { useBrowserTable } from '../../crud/useBrowserTable';
import { usePrintMode } from '../../lib/usePrintMode';
import { enrollmentTracking } from '../../../resources/enrollment-tracking';
import { disenrollmentRows, type DisenrollmentRow } from '../../../resources/operations/disenrollment-rows';
import type { EnrollmentTracking } from '../../../resources/statistics';
import { CardState } from './CardState';

const FILTER_DEBOUNCE_MS = 300; // operations.md §9

// a column's title and width: the declaration's, which the Excel export heads its columns with
const column = (key: keyof typeof enrollmentTracking.fields & string) => ({ title: enrollmentTracking.fields[key]!.label, width: enrollmentTracking.fields[key]!.column?.width });

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
          <ExportButton
            name={enrollmentTracking.name}
            query={{ filters: tracking.search ? [{ field: 'q', operator: 'eq', value: tracking.search }] : [], sorters: [] }}
            fields={Object.keys(enrollmentTracking.fields)}
          />
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
            { key: 'name', ...column('name'), dataIndex: 'name' },
            { key: 'teacher', ...column('teacherName'), render: (_, row) => row.teacherName ?? row.counts ?? '' },
            { key: 'enrollmentDate', ...column('enrollmentDate'), render: (_, row) => (row.enrollmentDate ? <DateCell value={row.enrollmentDate} /> : null) },
            { key: 'disenrollmentDate', ...column('disenrollmentDate'), render: (_, row) => (row.disenrollmentDate ? <DateCell value={row.disenrollmentDate} /> : null) },
            {
              key: 'days',
              ...column('days'),
              align: 'right',
              render: (_, row) =>
                row.days === undefined ? null : row.days < 0 ? (
                  <Tooltip title="Дата ухода раньше даты зачисления">
                    <span>{row.days}</span>
                  </Tooltip>
                ) : (
                  row.days
                ),
            },
            { key: 'bucket', ...column('bucket'), dataIndex: 'bucket' },
            { key: 'status', ...column('status'), render: (_, row) => (row.status ? <Tag color={row.status === 'Активный' ? '#237804' : 'default'}>{row.status}</Tag> : row.counts) },
          ]}
        />
      </CardState>
    </Flex>
  );
}
