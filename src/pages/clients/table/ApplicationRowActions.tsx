import { InboxOutlined, UserAddOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import type { ReactNode } from 'react';

type ApplicationRowActionsProps = { busy: boolean; onArchive: () => void; onConvert: () => void };

function IconAction({ label, icon, onClick, disabled }: { label: string; icon: ReactNode; onClick: () => void; disabled: boolean }) {
  return (
    <Tooltip title={label}>
      <Button type="text" size="small" aria-label={label} icon={icon} onClick={onClick} disabled={disabled} />
    </Tooltip>
  );
}

// core.md §2.8: beside edit, an application is archived (with a reason) or made a student.
export function ApplicationRowActions({ busy, onArchive, onConvert }: ApplicationRowActionsProps) {
  return (
    <>
      <IconAction label="Добавить ученика" icon={<UserAddOutlined />} onClick={onConvert} disabled={busy} />
      <IconAction label="Архивировать" icon={<InboxOutlined />} onClick={onArchive} disabled={busy} />
    </>
  );
}
