import { CheckOutlined, CloseOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Space, Tooltip } from 'antd';
import type { ReactNode } from 'react';

type Action = { label: string; icon: ReactNode; onClick: () => void; disabled?: boolean; loading?: boolean; danger?: boolean };

function ActionButton({ label, ...buttonProps }: Action) {
  return (
    <Tooltip title={label}>
      <Button type="text" size="small" aria-label={label} {...buttonProps} />
    </Tooltip>
  );
}

type EditRowActionsProps = {
  editing: boolean; // this row
  busy: boolean; // some row is being edited
  saving: boolean;
  onEdit: () => void;
  onSave: () => void;
  onCancel: () => void;
  extra: Omit<Action, 'disabled'>; // archive or unarchive
};

// Row actions of the student grids: Edit then Save/Cancel, and the row's own extra action.
export function EditRowActions({ editing, busy, saving, onEdit, onSave, onCancel, extra }: EditRowActionsProps) {
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
      <ActionButton {...extra} disabled={busy} />
    </Space>
  );
}
