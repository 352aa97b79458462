import { CalendarOutlined, EyeOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Flex, Tag, theme, Typography } from 'antd';
import { deadlineText, deadlineTint } from '../../../resources/operations/task-deadline';
import type { TaskRow } from '../../../resources/tasks';
import { formatDate } from '../../lib/date';

// antd's dark shades (red-8, gold-8, green-8), filled with white text: readable on every tint (axe colour contrast)
const priorityColour: Record<number, string> = { 1: '#a8071a', 2: '#874d00', 3: '#237804' };
const OVERDUE_TEXT = '#a8071a';

type TaskCardProps = { task: TaskRow; today: string; onOpen: (task: TaskRow) => void };

// One task on the board: the title, the assignee, the priority and the deadline's words (§2 "Tasks board"),
// red-tinted when overdue and warning-tinted when due today or tomorrow, never in the finished column.
export function TaskCard({ task, today, onOpen }: TaskCardProps) {
  const { token } = theme.useToken();
  const tint = deadlineTint(task.deadline, today, task.taskStatusId);
  const words = deadlineText(task.deadline, today);
  const background = tint === 'overdue' ? token.colorErrorBg : tint === 'soon' ? token.colorWarningBg : token.colorBgContainer;
  const border = tint === 'overdue' ? token.colorErrorBorder : tint === 'soon' ? token.colorWarningBorder : token.colorBorderSecondary;
  return (
    <div
      data-testid={`task-card-${task.id}`}
      data-tint={tint ?? 'none'}
      style={{ background, border: `1px solid ${border}`, borderRadius: token.borderRadius, padding: token.paddingSM }}
    >
      <Flex justify="space-between" align="start" gap={8}>
        <Typography.Text strong style={{ overflowWrap: 'anywhere' }}>
          {task.title}
        </Typography.Text>
        <Button
          size="small"
          type="text"
          icon={<EyeOutlined />}
          aria-label={`Открыть задачу «${task.title}»`}
          onClick={() => onOpen(task)}
          // Enter and Space open the task here; on the card itself they lift it (the board's keyboard moves)
          onKeyDown={(event) => event.stopPropagation()}
          onPointerDown={(event) => event.stopPropagation()}
        />
      </Flex>
      <Flex wrap gap={4} align="center" style={{ marginTop: 6 }}>
        <Tag color={priorityColour[task.taskPriorityTypeId]}>
          {task.taskPriorityTypeName}
        </Tag>
        {task.deadline && (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            <CalendarOutlined aria-hidden /> {formatDate(task.deadline)}
          </Typography.Text>
        )}
      </Flex>
      {words && (
        <Typography.Text style={{ display: 'block', fontSize: 12, marginTop: 4, color: tint === 'overdue' ? OVERDUE_TEXT : undefined }}>
          {words}
        </Typography.Text>
      )}
      <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12, marginTop: 2 }}>
        <UserOutlined aria-hidden /> {task.staffName ?? 'Не назначена'}
      </Typography.Text>
    </div>
  );
}
