import { Typography } from 'antd';
import { parents } from '../../../resources/parents';
import { EditableGrid } from '../../components/editable-grid/EditableGrid';

// core.md §2.13: the parents of students, edited in place (name, phone, telegram id).
export default function ParentsTablePage() {
  return (
    <>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        Родители учеников
      </Typography.Title>
      <EditableGrid declaration={parents} pagination="server" />
    </>
  );
}
