import { CheckOutlined, CloseOutlined, DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Space } from 'antd';
import type { ReactNode } from 'react';
import { RowActionButton } from './RowActionButton';

type RowActionsProps = {
  editing: boolean; // this row
  busy: boolean; // another row is edited, or this one is being saved
  saving: boolean;
  canDelete: boolean;
  onEdit: () => void;
  onSave: () => void;
  onCancel: () => void;
  onDelete: () => void;
  extra?: ReactNode; // the screen's own actions (archive, convert), shown while the row is not edited
};

export function RowActions({ editing, busy, saving, canDelete, onEdit, onSave, onCancel, onDelete, extra }: RowActionsProps) {
  if (editing) {
    return (
      <Space size={0}>
        <RowActionButton label="Сохранить" icon={<CheckOutlined />} onClick={onSave} loading={saving} />
        <RowActionButton label="Отмена" icon={<CloseOutlined />} onClick={onCancel} disabled={saving} />
      </Space>
    );
  }
  return (
    <Space size={0}>
      <RowActionButton label="Изменить" icon={<EditOutlined />} onClick={onEdit} disabled={busy} />
      {canDelete && <RowActionButton label="Удалить" icon={<DeleteOutlined />} onClick={onDelete} disabled={busy} danger />}
      {extra}
    </Space>
  );
}
