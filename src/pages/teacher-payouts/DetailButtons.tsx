import { Button, Popconfirm, Space } from 'antd';
import type { SnapshotDetailRow } from '../../../resources/money/payouts-api';

export type DetailActions = {
  onAdjust: (detail: SnapshotDetailRow) => void;
  onRemove: (detail: SnapshotDetailRow) => void;
  onHistory: (detail: SnapshotDetailRow) => void;
  busy: boolean;
};

// The actions of one amount: adjust, remove the adjustment (after a confirmation), its history.
export function DetailButtons({ detail, actions }: { detail: SnapshotDetailRow; actions: DetailActions }) {
  return (
    <Space size={4} wrap>
      <Button size="small" onClick={() => actions.onAdjust(detail)} disabled={actions.busy}>
        Изменить
      </Button>
      {detail.hasOverride && (
        <Popconfirm title="Удалить изменение суммы?" okText="Удалить" okButtonProps={{ danger: true }} cancelText="Отмена" onConfirm={() => actions.onRemove(detail)}>
          <Button size="small" disabled={actions.busy}>
            Удалить изменение
          </Button>
        </Popconfirm>
      )}
      <Button size="small" type="link" onClick={() => actions.onHistory(detail)}>
        История
      </Button>
    </Space>
  );
}

