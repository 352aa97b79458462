import { ArrowLeftOutlined, ReloadOutlined } from '@ant-design/icons';
import { useCan } from '@refinedev/core';
import { Button, Flex, Result, Spin, Tabs, Tag, Typography } from 'antd';
import { lazy, Suspense } from 'react';
import { Navigate, useParams } from 'react-router';
import { ACTIVE_TAB_KEY, GROUP_NOT_FOUND, groupPageTitle, type SchoolClassInfo } from '../../../resources/group-page';
import { RecordHistoryButton } from '../../crud/RecordHistoryButton';
import { LinkButton } from '../../layout/LinkButton';
import { fillMessage } from '../../lib/message';
import { useLocalStorageState } from '../../lib/useLocalStorageState';
import { PageTitle } from '../../routes/PageTitle';
import { GroupInfoTab } from './GroupInfoTab';
import { GroupPaymentsTab } from './GroupPaymentsTab';
import { activeTabOf, isGroupTabKey, visibleTabs, type GroupTabKey } from './groupTabs';
import { StudentExitsTab } from './StudentExitsTab';
import { useGroupCard } from './useGroupRead';

// The gradebook is its own chunk: the group page loads it only when its tab is opened.
const GradebookView = lazy(() => import('../gradebook/GradebookView'));

const LOAD_FAILED = 'Ошибка при загрузке данных: {message}'; // core.md §8
const backButton = (
  <LinkButton to="/teacher-sheets" icon={<ArrowLeftOutlined />}>
    К списку групп
  </LinkButton>
);
const spinner = <Spin size="large" style={{ display: 'block', margin: '48px auto' }} />;

function GroupTabs({ group }: { group: SchoolClassInfo }) {
  const canReadPayments = useCan({ action: 'read', params: { subject: 'Payment' } }).data?.can === true;
  const [stored, setStored] = useLocalStorageState<GroupTabKey>(ACTIVE_TAB_KEY, 'info', isGroupTabKey);
  const tabs = visibleTabs(canReadPayments);
  const active = activeTabOf(stored, tabs);
  const content = (key: GroupTabKey) => {
    switch (key) {
      case 'info':
        return <GroupInfoTab group={group} />;
      case 'payments':
        return <GroupPaymentsTab schoolClassId={group.schoolClassId} />;
      case 'gradebook':
        return (
          <Suspense fallback={spinner}>
            <GradebookView schoolClassId={group.schoolClassId} initialCycle={group.classCycle} />
          </Suspense>
        );
      case 'exits':
        return <StudentExitsTab group={group} />;
    }
  };
  return (
    <Tabs
      activeKey={active}
      onChange={(key) => setStored(key as GroupTabKey)}
      destroyOnHidden
      items={tabs.map((tab) => ({ key: tab.key, label: tab.label, children: content(tab.key) }))}
    />
  );
}

function GroupView({ schoolClassId }: { schoolClassId: number }) {
  const { data: group, loading, error, retry } = useGroupCard(schoolClassId);
  if (loading) return spinner;
  if (error?.statusCode === 404 || (!error && !group)) {
    return <Result status="404" title={GROUP_NOT_FOUND} subTitle={`Группы №${schoolClassId} нет или она удалена.`} extra={backButton} />;
  }
  if (error || !group) {
    return (
      <Result
        status="error"
        title={fillMessage(LOAD_FAILED, error?.message)}
        extra={
          <Button icon={<ReloadOutlined />} onClick={retry}>
            Повторить
          </Button>
        }
      />
    );
  }
  const title = groupPageTitle(group.className);
  return (
    <>
      <PageTitle title={title} />
      <Flex align="center" gap={16} wrap style={{ marginBottom: 8 }}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
        {group.isArchived && <Tag>В архиве</Tag>}
        {backButton}
        <RecordHistoryButton entity="classes" recordId={schoolClassId} title={group.className} />
      </Flex>
      <GroupTabs group={group} />
    </>
  );
}

// /school-class/{schoolClassId} (operations.md §2, core.md §2.1): an id that is no number goes to /error.
export default function GroupPage() {
  const { schoolClassId } = useParams();
  if (!schoolClassId || !/^\d{1,10}$/.test(schoolClassId) || Number(schoolClassId) < 1 || Number(schoolClassId) > 2_147_483_647) {
    return <Navigate to="/error" replace />;
  }
  return <GroupView key={schoolClassId} schoolClassId={Number(schoolClassId)} />;
}
