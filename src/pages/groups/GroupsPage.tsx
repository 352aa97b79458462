import { InboxOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Empty, Flex, Pagination, Space, Spin, Typography } from 'antd';
import { useState } from 'react';
import { groupTexts, type GroupRow } from '../../../resources/groups';
import { LinkButton } from '../../layout/LinkButton';
import { useGroupActions } from './api/useGroupActions';
import { useGroupList } from './api/useGroupList';
import { ArchiveGroupDialog } from './card/ArchiveGroupDialog';
import { GroupCard } from './card/GroupCard';
import { CreateGroupDialog } from './create/CreateGroupDialog';
import { hasFilters } from './list/groupFilters';
import { GroupGrid, GroupGridSkeleton } from './list/GroupGrid';
import { GroupsToolbar } from './list/GroupsToolbar';
import { groupCountText, shownText } from './list/groupTexts';
import { LoadError } from './list/LoadError';
import { useGroupRights } from './rights/useGroupRights';

export const ARCHIVE_PATH = '/archive/teacher-sheets';

// core.md §2.5: the list of active groups ('Отчеты').
export default function GroupsPage() {
  const rights = useGroupRights();
  const list = useGroupList();
  const actions = useGroupActions(list);
  const { filters, setFilters } = list;
  const [toArchive, setToArchive] = useState<GroupRow | null>(null);
  const [creating, setCreating] = useState(false);

  const shown = list.rows ?? [];

  const body = () => {
    if (list.loading) return <GroupGridSkeleton />;
    if (list.error) return <LoadError error={list.error} onRetry={list.retry} />;
    if (shown.length === 0) return <Empty description={hasFilters(filters) ? groupTexts.notFound : groupTexts.noGroups} />;
    return (
      <Spin spinning={list.fetching} delay={300}>
        <GroupGrid>
          {shown.map((group) => (
            <GroupCard
              key={group.classId}
              group={group}
              rights={rights}
              onSave={(change) => void actions.save(group, change)}
              onRefreshSheet={() => actions.refreshSheet(group)}
              onArchive={() => setToArchive(group)}
            />
          ))}
        </GroupGrid>
      </Spin>
    );
  };

  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          Отчеты
        </Typography.Title>
        <Space wrap>
          {rights.canCreate && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
              {groupTexts.createTitle}
            </Button>
          )}
          <LinkButton to={ARCHIVE_PATH} icon={<InboxOutlined />}>
            Архив групп
          </LinkButton>
        </Space>
      </Flex>
      <GroupsToolbar filters={filters} onChange={setFilters} teachers={list.teachers} classes={list.classes} />
      {list.rows && list.all !== undefined && (
        <Space size="large" wrap>
          <Typography.Text strong>{groupCountText(list.all)}</Typography.Text>
          <Typography.Text type="secondary">{shownText(list.matching, list.all)}</Typography.Text>
        </Space>
      )}
      {body()}
      <Pagination
        align="center"
        hideOnSinglePage
        showSizeChanger
        pageSizeOptions={[12, 36, 72, 144]}
        current={list.page.current}
        pageSize={list.page.size}
        total={list.matching}
        onChange={(current, size) => {
          if (size !== list.page.size) {
            list.page.setSize(size);
            list.page.setCurrent(1);
          } else list.page.setCurrent(current);
        }}
      />
      <ArchiveGroupDialog group={toArchive} onArchive={actions.archive} onClose={() => setToArchive(null)} />
      {rights.canCreate && (
        <CreateGroupDialog open={creating} onClose={() => setCreating(false)} withPricing={rights.canManageAll} />
      )}
    </Flex>
  );
}
