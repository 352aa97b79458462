import { Card, Select, Space, Tag, Typography } from 'antd';
import type { KeyboardEvent, PointerEvent } from 'react';
import { Link } from 'react-router';
import { DELETE_OPTION, type ClientSchoolClassStatus, type FutureEnrollment } from '../../../resources/formation';
import { personLink } from './formationBoard';

const REMOVE = -1;
const keep = { onKeyDown: (event: KeyboardEvent) => event.stopPropagation(), onPointerDown: (event: PointerEvent) => event.stopPropagation() };

// A person planned into a group (operations.md §2 "Board"): the link to the lead or student, and the status
// selector with 'Удалить' at its end.
export const PersonCard = ({
  person,
  statuses,
  onStatus,
  onRemove,
}: {
  person: FutureEnrollment;
  statuses: ClientSchoolClassStatus[];
  onStatus: (statusId: number) => void;
  onRemove: () => void;
}) => (
  <Card size="small" styles={{ body: { padding: 8, borderInlineStart: `4px solid ${person.clientSchoolClassStatusColor}`, borderRadius: 6 } }}>
    <Space direction="vertical" size={4} style={{ width: '100%' }}>
      <Space size={4} wrap>
        <span {...keep}>
          <Link to={personLink(person)}>{person.personName}</Link>
        </span>
        <Tag bordered={false}>{person.entityType === 'CLIENT' ? 'Лид' : 'Ученик'}</Tag>
      </Space>
      <div {...keep}>
        <Select
          size="small"
          aria-label={`Статус: ${person.personName}`}
          value={person.clientSchoolClassStatusId}
          style={{ width: '100%' }}
          onChange={(value: number) => (value === REMOVE ? onRemove() : onStatus(value))}
          options={[
            ...statuses.map((status) => ({
              value: status.id,
              label: (
                <Space size={6}>
                  <span aria-hidden style={{ display: 'inline-block', width: 10, height: 10, borderRadius: 5, background: status.color }} />
                  {status.name}
                </Space>
              ),
              title: status.name,
            })),
            { value: REMOVE, label: <Typography.Text type="danger">{DELETE_OPTION}</Typography.Text>, title: DELETE_OPTION },
          ]}
        />
      </div>
    </Space>
  </Card>
);
