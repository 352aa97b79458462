import { useList, type HttpError } from '@refinedev/core';
import { Alert, Modal, Table, Tag, Typography } from 'antd';
import type { OverrideHistoryRow, SnapshotDetailRow } from '../../../resources/money/payouts-api';
import { readList } from '../../crud/readList';
import { ownerQueryOptions } from '../../lib/ownerQuery';
import { TONE_COLOURS } from './GradeTag';
import { loadErrorText, momentText, rubExact } from './payoutTexts';

// GET owner/teacher-payout/override-history/{detailId}: a detail's overrides, a whole list named by its path
const historyOf = (detailId: number) => {
  const path = `owner/teacher-payout/override-history/${detailId}`;
  return readList<OverrideHistoryRow>(path, 'Management', 'id', path);
};

function HistoryTable({ detailId }: { detailId: number }) {
  const declaration = historyOf(detailId);
  const { query } = useList<OverrideHistoryRow, HttpError>({
    resource: declaration.name,
    meta: { declaration },
    pagination: { mode: 'off' },
    queryOptions: { ...ownerQueryOptions, gcTime: 0 },
    errorNotification: false,
  });
  const rows = query.data?.data;
  if (query.isError) return <Alert type="error" showIcon message={loadErrorText(query.error)} />;
  return (
    <Table<OverrideHistoryRow>
      rowKey="id"
      size="small"
      loading={query.isLoading}
      dataSource={rows}
      pagination={false}
      locale={{ emptyText: <Typography.Text>Изменений не было</Typography.Text> }}
      columns={[
        { key: 'at', title: 'Когда', render: (_, row) => momentText(row.createdAt) },
        { key: 'who', title: 'Кто', dataIndex: 'createdBy' },
        { key: 'from', title: 'Было', align: 'right', render: (_, row) => rubExact(row.previousAmount) },
        { key: 'to', title: 'Стало', align: 'right', render: (_, row) => rubExact(row.newAmount) },
        { key: 'reason', title: 'Причина', render: (_, row) => row.overrideReason ?? '—' },
        {
          key: 'state',
          title: 'Состояние',
          render: (_, row) => (row.active ? <Tag color={TONE_COLOURS.success}>действует</Tag> : <Tag>удалено {momentText(row.removedAt)}</Tag>),
        },
      ]}
    />
  );
}

// money.md §3: an override history entry has overrideReason and createdAt; removed ones stay listed.
export function OverrideHistoryModal({ detail, onClose }: { detail: SnapshotDetailRow | null; onClose: () => void }) {
  return (
    <Modal open={detail !== null} title="История изменений" footer={null} onCancel={onClose} width={820} destroyOnHidden>
      {detail && <HistoryTable detailId={detail.id} />}
    </Modal>
  );
}
