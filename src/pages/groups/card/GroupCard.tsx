import { TeamOutlined } from '@ant-design/icons';
import { Card, Collapse, Flex, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import type { GroupRow } from '../../../../resources/groups';
import { studentCountText } from '../list/groupTexts';
import type { GroupRights } from '../rights/useGroupRights';
import { groupCardActions } from './groupCardActions';
import type { GroupChange } from './groupChanges';
import { GroupDetails, NO_PRICING } from './GroupDetails';
import { groupPagePath, safeColour } from './groupLinks';

type GroupCardProps = {
  group: GroupRow;
  rights: GroupRights;
  onSave: (change: GroupChange) => void;
  onRefreshSheet: () => Promise<unknown>;
  onArchive: () => void;
};

// core.md §9: the details scroll inside at most 300 px.
const DETAILS_MAX_HEIGHT = 300;

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <Typography.Text>
      <Typography.Text type="secondary">{label}: </Typography.Text>
      {value}
    </Typography.Text>
  );
}

// core.md §2.5: one group. The colour and the pricing format are for those who may manage everything (§6).
export function GroupCard({ group, rights, onSave, onRefreshSheet, onArchive }: GroupCardProps) {
  const colour = rights.canManageAll ? safeColour(group.color) : undefined;
  return (
    <Card
      role="article"
      aria-label={group.className}
      size="small"
      style={{ borderTop: colour ? `4px solid ${colour}` : undefined }}
      title={
        <Link to={groupPagePath(group.classId)} style={{ whiteSpace: 'normal' }}>
          {group.className}
        </Link>
      }
      extra={<Tag color="blue">Цикл {group.classCycle}</Tag>}
      actions={groupCardActions({ group, rights, onRefreshSheet, onArchive })}
    >
      <Flex vertical gap={4}>
        <Typography.Text>
          <TeamOutlined aria-hidden /> {studentCountText(group.enrolledStudents.length)}
        </Typography.Text>
        <Detail label="Преподаватель" value={group.teacher.teacherName} />
        <Detail label="Класс" value={group.schoolYear.description} />
        {rights.canManageAll && <Detail label="Формат занятий" value={group.subjectPricing?.name ?? NO_PRICING} />}
      </Flex>
      <Collapse
        ghost
        size="small"
        destroyOnHidden
        style={{ marginTop: 8 }}
        items={[
          {
            key: 'details',
            label: 'Подробнее',
            styles: { body: { padding: 0 } },
            children: (
              <div style={{ maxHeight: DETAILS_MAX_HEIGHT, overflowY: 'auto', paddingInline: 8 }}>
                <GroupDetails group={group} rights={rights} onSave={onSave} />
              </div>
            ),
          },
        ]}
      />
    </Card>
  );
}
