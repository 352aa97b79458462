import { CheckOutlined, CloseOutlined, DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Space, Tooltip } from 'antd';
import type { ReactNode } from 'react';

type RowActionsProps = {
  editing: boolean; // this row
  busy: boolean; // another row is edited, or this one is being saved
  saving: boolean;
  canDelete: boolean;
  onEdit: () => void;
  onSave: () => void;
  onCancel: () => void;
  onDelete: () => void;
};

function ActionButton(props: { label: string; icon: ReactNode; onClick: () => void; disabled?: boolean; loading?: boolean; danger?: boolean }) {
  const { label, ...buttonProps } = props;
  return (
    <Tooltip title={label}>
      <Button type="text" size="small" aria-label={label} {...buttonProps} />
    </Tooltip>
  );
}

export function RowActions({ editing, busy, saving, canDelete, onEdit, onSave, onCancel, onDelete }: RowActionsProps) {
  if (editing) {
    return (
      <Space size={0}>
        <ActionButton label="Сохранить" icon={<CheckOutlined />} onClick={onSave} loading={saving} />
        <ActionButton label="Отмена" icon={<CloseOutlined />} onClick={onCancel} disabled={saving} />
      </Space>
    );
  }
  return (
    <Space size={0}>
      <ActionButton label="Изменить" icon={<EditOutlined />} onClick={onEdit} disabled={busy} />
      {canDelete && <ActionButton label="Удалить" icon={<DeleteOutlined />} onClick={onDelete} disabled={busy} danger />}
    </Space>
  );
}
