import { useList } from '@refinedev/core';
import { Alert, Drawer, Table, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { recordHistory, recordHistoryTexts, type HistoryChange, type HistoryRow } from '../../resources/record-history';
import { DateCell } from '../components/DateCell';
import { fillMessage } from '../lib/message';

const PAGE_SIZE = 10;

// One change as a line: 'Поле: было → стало'.
function ChangeLines({ changes }: { changes: HistoryChange[] }) {
  if (changes.length === 0) return <Typography.Text>{recordHistoryTexts.nothingShown}</Typography.Text>;
  return (
    <ul style={{ margin: 0, paddingInlineStart: 16 }}>
      {changes.map((change) => (
        <li key={change.field}>
          <Typography.Text strong>{change.label}</Typography.Text>: <Typography.Text delete={change.before !== '—'}>{change.before}</Typography.Text>
          {' → '}
          <Typography.Text>{change.after}</Typography.Text>
        </li>
      ))}
    </ul>
  );
}

const { fields } = recordHistory;
const columns: TableColumnsType<HistoryRow> = [
  { key: 'at', dataIndex: 'at', title: fields.at!.label, width: 150, render: (at: string) => <DateCell value={at} pattern="DD.MM.YYYY HH:mm" /> },
  { key: 'userLogin', dataIndex: 'userLogin', title: fields.userLogin!.label, width: 120 },
  { key: 'action', dataIndex: 'action', title: fields.action!.label, width: 140 },
  { key: 'changes', dataIndex: 'changes', title: fields.changes!.label, render: (changes: HistoryChange[]) => <ChangeLines changes={changes} /> },
];

type RecordHistoryDrawerProps = { entity: string; recordId: string | number; title?: string; open: boolean; onClose: () => void };

// 'История изменений' of one record (issue 23 part 4): its writes newest first, a page of ten at a time, read only
// while the drawer is open. The page lives in the drawer, not the address: the address is the screen's behind it.
export function RecordHistoryDrawer({ entity, recordId, title, open, onClose }: RecordHistoryDrawerProps) {
  const [page, setPage] = useState(1);
  const { query, result } = useList<HistoryRow>({
    resource: recordHistory.name,
    filters: [
      { field: 'entity', operator: 'eq', value: entity },
      { field: 'recordId', operator: 'eq', value: String(recordId) },
    ],
    pagination: { mode: 'server', currentPage: page, pageSize: PAGE_SIZE },
    queryOptions: { enabled: open },
  });
  return (
    <Drawer open={open} onClose={onClose} width={760} title={title ? `${recordHistoryTexts.title}: ${title}` : recordHistoryTexts.title} destroyOnHidden>
      {query.isError && <Alert type="error" showIcon message={fillMessage(`${recordHistoryTexts.loadFailed}: {message}`, query.error?.message)} style={{ marginBottom: 12 }} />}
      <Table<HistoryRow>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={result.data}
        loading={query.isFetching}
        // the placeholder's own grey is below the contrast axe asks for
        locale={{ emptyText: <Typography.Text>{recordHistoryTexts.empty}</Typography.Text> }}
        pagination={{ current: page, pageSize: PAGE_SIZE, total: result.total, showSizeChanger: false, hideOnSinglePage: true, onChange: setPage }}
      />
    </Drawer>
  );
}
