import { Tabs, Typography } from 'antd';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { settingsTabs } from '../../../resources/reference-lists';
import { EditableGrid } from '../../components/editable-grid/EditableGrid';

const SETTINGS_TITLE = 'Справочники';

const tabPath = (name: string) => `/settings/${name}`;

// core.md §2.14: the six reference lists, one editable grid per tab; the tab lives in the URL.
export default function SettingsPage() {
  const { tab } = useParams();
  const navigate = useNavigate();
  const current = settingsTabs.find((declaration) => declaration.name === tab) ?? settingsTabs[0];

  useEffect(() => {
    if (tab !== current.name) navigate(tabPath(current.name), { replace: true });
  }, [tab, current.name, navigate]);

  return (
    <>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {SETTINGS_TITLE}
      </Typography.Title>
      <Tabs
        activeKey={current.name}
        onChange={(name) => navigate(tabPath(name))}
        destroyOnHidden
        items={settingsTabs.map((declaration) => ({
          key: declaration.name,
          label: declaration.label.many,
          children: <EditableGrid declaration={declaration} />,
        }))}
      />
    </>
  );
}
