import { useApiUrl, useCustom } from '@refinedev/core';
import { Alert, Modal, Table, Tag, Typography } from 'antd';
import type { OverrideHistoryRow, SnapshotDetailRow } from '../../../resources/money/payouts-api';
import { ownerQueryOptions } from '../../lib/ownerQuery';
import { TONE_COLOURS } from './GradeTag';
import { loadErrorText, momentText, rubExact } from './payoutTexts';

function HistoryTable({ detailId }: { detailId: number }) {
  const apiUrl = useApiUrl();
  const { query, result } = useCustom<OverrideHistoryRow[]>({
    url: `${apiUrl}/owner/teacher-payout/override-history/${detailId}`,
    method: 'get',
    queryOptions: { ...ownerQueryOptions, gcTime: 0 },
    errorNotification: false,
  });
  const rows = Array.isArray(result?.data) ? result.data : undefined;
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
