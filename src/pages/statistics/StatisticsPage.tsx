import { Tabs, Typography } from 'antd';
import { useTabParam } from '../../lib/useTabParam';
import { DisenrollmentTab } from './DisenrollmentTab';
import { OverviewTab } from './OverviewTab';

const tabs = [
  { key: 'overview', label: 'Обзор статистики' },
  { key: 'left', label: 'Ушедшие учеников' },
] as const;

// /students/statistics (operations.md §2 "Statistics"): two tabs, the open one in the address.
export default function StatisticsPage() {
  const [active, selectTab] = useTabParam(tabs);
  return (
    <>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        Статистика
      </Typography.Title>
      <Tabs
        activeKey={active.key}
        onChange={selectTab}
        destroyOnHidden
        items={tabs.map((tab) => ({ key: tab.key, label: tab.label, children: tab.key === 'overview' ? <OverviewTab /> : <DisenrollmentTab /> }))}
      />
    </>
  );
}
