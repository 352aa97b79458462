import { useCan } from '@refinedev/core';
import { Tabs, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { useTabParam } from '../../lib/useTabParam';
import { churnRisks } from '../../../resources/churn';
import { ChurnTab } from './ChurnTab';
import { DisenrollmentTab } from './DisenrollmentTab';
import { OverviewTab } from './OverviewTab';

const tabs = [
  { key: 'overview', label: 'Обзор статистики' },
  { key: 'left', label: 'Ушедшие учеников' },
  // issue 23: for those who read the churn list (the owner and administrators)
  { key: 'churn', label: 'Риск ухода' },
] as const;
const panels = { overview: OverviewTab, left: DisenrollmentTab, churn: ChurnTab };

// /students/statistics (operations.md §2 "Statistics"): two tabs, and 'Риск ухода' (issue 23) for those who may
// read it; the open one in the address.
export default function StatisticsPage() {
  const { data: churn } = useCan({ resource: churnRisks.name, action: 'read', params: { subject: churnRisks.subject } });
  const shown = tabs.filter((tab) => tab.key !== 'churn' || churn?.can);
  const [active] = useTabParam(shown);
  // each tab starts from a bare address: a list's page, sort and search are its own (the churn list is the server's)
  const [, setParams] = useSearchParams();
  const selectTab = (key: string) => setParams({ tab: key }, { replace: true });
  return (
    <>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        Статистика
      </Typography.Title>
      <Tabs
        activeKey={active.key}
        onChange={selectTab}
        destroyOnHidden
        items={shown.map((tab) => {
          const Panel = panels[tab.key];
          return { key: tab.key, label: tab.label, children: <Panel /> };
        })}
      />
    </>
  );
}
