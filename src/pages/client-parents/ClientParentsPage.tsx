import { Typography } from 'antd';
import { clientParents, parentToasts } from '../../../resources/parents';
import { EditableGrid } from '../../components/editable-grid/EditableGrid';

export const CLIENT_PARENTS_TITLE = 'Родители заявок';

// core.md §2.13: parents attached to applications, with name and phone edited in place.
export default function ClientParentsPage() {
  return (
    <>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {CLIENT_PARENTS_TITLE}
      </Typography.Title>
      <EditableGrid declaration={clientParents} pagination="server" loadFailed={parentToasts.loadFailed} />
    </>
  );
}
