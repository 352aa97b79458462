import { InboxOutlined, UserAddOutlined } from '@ant-design/icons';
import { RowActionButton } from '../../../components/editable-grid/RowActionButton';

type ApplicationRowActionsProps = { busy: boolean; onArchive: () => void; onConvert: () => void };

// core.md §2.8: beside edit, an application is archived (with a reason) or made a student.
export function ApplicationRowActions({ busy, onArchive, onConvert }: ApplicationRowActionsProps) {
  return (
    <>
      <RowActionButton label="Добавить ученика" icon={<UserAddOutlined />} onClick={onConvert} disabled={busy} />
      <RowActionButton label="Архивировать" icon={<InboxOutlined />} onClick={onArchive} disabled={busy} />
    </>
  );
}
