import { useCanWithoutCache } from '@refinedev/core';
import { useQuery } from '@tanstack/react-query';
import { Spin, Tabs, Typography } from 'antd';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { EditableGrid } from '../components/editable-grid/EditableGrid';
import { pagingOf } from './paging';
import { SETTINGS_TITLE, settingsTabDeclarations, settingsTabPath } from './settingsTabs';

// The tabs the user may read, asked of the access provider (the one path for rights).
const useReadableTabs = () => {
  const { can } = useCanWithoutCache();
  const all = settingsTabDeclarations();
  const answers = useQuery({
    queryKey: ['settings-tabs', all.map(({ name }) => name)],
    queryFn: () => Promise.all(all.map(async ({ name }) => (await can?.({ resource: name, action: 'list' }))?.can ?? true)),
  });
  return answers.data ? all.filter((_, index) => answers.data[index]) : undefined;
};

// core.md §2.14: the reference lists, one editable grid per tab, the tab in the URL. The tabs are the
// declarations with menu parent 'settings'; a list the user may not read has no tab.
export default function SettingsTabsPage() {
  const { tab } = useParams();
  const navigate = useNavigate();
  const tabs = useReadableTabs();
  const current = tabs?.find((declaration) => declaration.name === tab) ?? tabs?.[0];

  useEffect(() => {
    if (current && tab !== current.name) navigate(settingsTabPath(current.name), { replace: true });
  }, [tab, current, navigate]);

  return (
    <>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {SETTINGS_TITLE}
      </Typography.Title>
      {tabs ? (
        <Tabs
          activeKey={current?.name}
          onChange={(name) => navigate(settingsTabPath(name))}
          destroyOnHidden
          items={tabs.map((declaration) => ({
            key: declaration.name,
            label: declaration.label.many,
            children: <EditableGrid declaration={declaration} pagination={pagingOf(declaration)} />,
          }))}
        />
      ) : (
        <Spin />
      )}
    </>
  );
}
