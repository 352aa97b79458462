import { Tabs, Typography } from 'antd';
import { FORMATION_TABS_TITLE } from '../../../resources/formation';
import { useTabParam } from '../../lib/useTabParam';
import { GroupTableTab } from './GroupTableTab';
import { StatusesTab } from './StatusesTab';

const tabs = [
  { key: 'groups', label: 'Группы' },
  { key: 'statuses', label: 'Статусы' },
] as const;

// /clients/future-enrollment-tabs (operations.md §2 "Group-formation area"): the group table and the statuses
// table, the open tab in the address.
export default function FormationTabsPage() {
  const [active, selectTab] = useTabParam(tabs);
  return (
    <>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {FORMATION_TABS_TITLE}
      </Typography.Title>
      <Tabs
        activeKey={active.key}
        onChange={selectTab}
        destroyOnHidden
        items={tabs.map((tab) => ({ key: tab.key, label: tab.label, children: tab.key === 'groups' ? <GroupTableTab /> : <StatusesTab /> }))}
      />
    </>
  );
}
