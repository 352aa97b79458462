import { Typography } from 'antd';
import { archivedClients } from '../../../../resources/clients';
import { EditableGrid } from '../../../components/editable-grid/EditableGrid';
import { applicationListGrid } from '../table/applicationColumns';

export const ARCHIVED_APPLICATIONS_TITLE = 'Архив заявок';

// core.md §2.9: archived applications with their reason, shown like the active table; the way back
// ('Разархивировать', with its confirmation) is the declaration's row action.
export default function ArchivedClientsPage() {
  return (
    <>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {ARCHIVED_APPLICATIONS_TITLE}
      </Typography.Title>
      <EditableGrid declaration={archivedClients} {...applicationListGrid} actionsWidth={130} />
    </>
  );
}
