import { Tabs, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { DisenrollmentTab } from './DisenrollmentTab';
import { OverviewTab } from './OverviewTab';

const tabs = [
  { key: 'overview', label: 'Обзор статистики' },
  { key: 'left', label: 'Ушедшие учеников' },
] as const;

// /students/statistics (operations.md §2 "Statistics"): two tabs, the open one in the address.
export default function StatisticsPage() {
  const [params, setParams] = useSearchParams();
  const active = tabs.some((tab) => tab.key === params.get('tab')) ? params.get('tab')! : 'overview';
  return (
    <>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        Статистика
      </Typography.Title>
      <Tabs
        activeKey={active}
        onChange={(key) => setParams(key === 'overview' ? {} : { tab: key })}
        destroyOnHidden
        items={tabs.map((tab) => ({ key: tab.key, label: tab.label, children: tab.key === 'overview' ? <OverviewTab /> : <DisenrollmentTab /> }))}
      />
    </>
  );
}
