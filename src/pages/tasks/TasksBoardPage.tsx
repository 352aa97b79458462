import { PlusOutlined, ReloadOutlined, SettingOutlined } from '@ant-design/icons';
import { useCan } from '@refinedev/core';
import { Alert, Badge, Button, Empty, Flex, Skeleton, Typography } from 'antd';
import { lazy, Suspense, useMemo, useState } from 'react';
import { dayInTimeZone } from '../../../resources/school-year';
import { ADD_TASK, TASKS_TITLE, type TaskRow } from '../../../resources/tasks';
import { Board } from '../../components/board/Board';
import type { BoardColumns, CardMove } from '../../components/board/boardMoves';
import { useLocalStorageState } from '../../lib/useLocalStorageState';
import { useOpenedOnce } from '../../lib/useOpenedOnce';
import { TaskCard } from './TaskCard';
import type { TaskFormTarget } from './TaskFormModal';
import { TaskSettingsDrawer } from './TaskSettingsDrawer';
import {
  activeFilterCount,
  boardArrangement,
  columnId,
  FILTERS_KEY,
  isColumnOrder,
  isTaskFilters,
  NO_FILTERS,
  ORDER_KEY,
  orderedStatuses,
  reorderedColumn,
  statusIdOf,
  taskIdOf,
  type ColumnOrder,
} from './taskBoardView';
import { useTaskBoard, useTaskOptions } from './useTaskBoard';

const COLUMN_WIDTH = 300;

// The task form (with its date picker) is not part of the board's first screen (issue 21): it is fetched when the
// user reaches for the board, and mounted the first time a task is opened or added.
const loadTaskForm = () => import('./TaskFormModal');
const prefetchTaskForm = () => void loadTaskForm().catch(() => undefined); // a failure shows when the form opens
const TaskFormModal = lazy(() => loadTaskForm().then((module) => ({ default: module.TaskFormModal })));

// operations.md §2 "Tasks board" (/tasks, read Task): a column per status (the finished one last), cards moved by
// mouse or keyboard (one PATCH per move), the settings side panel and the task's dialog. A TEACHER reads and
// moves tasks but adds none (core.md §6).
export default function TasksBoardPage() {
  const { tasks, loading, error, refetch, move } = useTaskBoard();
  const options = useTaskOptions();
  const { data: canCreate } = useCan({ resource: 'tasks', action: 'create', params: { subject: 'Task' } });
  const { data: canUpdate } = useCan({ resource: 'tasks', action: 'update', params: { subject: 'Task' } });
  const [filters, setFilters] = useLocalStorageState(FILTERS_KEY, NO_FILTERS, isTaskFilters);
  const [order, setOrder] = useLocalStorageState<ColumnOrder>(ORDER_KEY, {}, isColumnOrder);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [formTarget, setFormTarget] = useState<TaskFormTarget | null>(null);
  const formMounted = useOpenedOnce(formTarget !== null);
  const today = dayInTimeZone(new Date(), 'Europe/Moscow');

  const statuses = useMemo(() => orderedStatuses(options.statuses), [options.statuses]);
  const byId = useMemo(() => new Map(tasks.map((task) => [task.id, task])), [tasks]);
  const arrangement = useMemo(() => boardArrangement(tasks, statuses, order, filters), [tasks, statuses, order, filters]);
  const columns = statuses.map((status) => {
    const count = arrangement[columnId(status.id)]?.length ?? 0;
    return {
      id: columnId(status.id),
      label: status.name,
      title: (
        <Flex justify="space-between" align="center">
          <span>{status.name}</span>
          <Badge count={count} showZero color="#595959" overflowCount={999} />
        </Flex>
      ),
    };
  });

  const onMove = (cardMove: CardMove) => move(taskIdOf(cardMove.cardId), statusIdOf(cardMove.to));
  const onReorder = (after: BoardColumns) =>
    setOrder((saved) => {
      const next = { ...saved };
      for (const status of statuses) {
        const cards = after[columnId(status.id)];
        const key = String(status.id);
        if (cards && cards.join() !== arrangement[columnId(status.id)]?.join()) next[key] = reorderedColumn(cards, saved[key]);
      }
      return next;
    });

  const openTask = (task: TaskRow) => setFormTarget({ mode: 'edit', task });
  const filterCount = activeFilterCount(filters);

  return (
    // the form is fetched at the first sign of use (the pointer over the board, or the focus in it), before the click
    // or the key that opens it; import() fetches it once
    <Flex vertical gap={16} onPointerEnter={prefetchTaskForm} onFocus={prefetchTaskForm}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {TASKS_TITLE}
        </Typography.Title>
        <Flex gap={8} wrap>
          <Button icon={<ReloadOutlined />} onClick={refetch}>
            Обновить
          </Button>
          <Badge count={filterCount} size="small" color="#0958d9">
            <Button icon={<SettingOutlined />} onClick={() => setSettingsOpen(true)}>
              Настройки
            </Button>
          </Badge>
          {canCreate?.can && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setFormTarget({ mode: 'create' })}>
              {ADD_TASK}
            </Button>
          )}
        </Flex>
      </Flex>
      {filterCount > 0 && (
        <Alert
          type="info"
          showIcon
          message="Показаны не все задачи: включены фильтры"
          action={
            <Button size="small" onClick={() => setFilters(NO_FILTERS)}>
              Сбросить
            </Button>
          }
        />
      )}
      {error ? (
        <Alert
          type="error"
          showIcon
          message="Ошибка загрузки данных"
          description={error.message}
          action={<Button onClick={refetch}>Повторить</Button>}
        />
      ) : loading || options.loading ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : statuses.length === 0 ? (
        <Empty description="Нет статусов задач" />
      ) : (
        <Board
          columns={columns}
          arrangement={arrangement}
          columnWidth={COLUMN_WIDTH}
          columnMaxHeight="calc(100vh - 260px)"
          cardLabel={(card) => byId.get(taskIdOf(card))?.title ?? ''}
          renderCard={(card) => {
            const task = byId.get(taskIdOf(card));
            return task ? <TaskCard task={task} today={today} onOpen={openTask} /> : null;
          }}
          onMove={onMove}
          onReorder={onReorder}
          // the card holds its 'open' button: a focusable group, not a button (axe nested-interactive)
          cardsHoldControls
          empty={<Typography.Text type="secondary">Нет задач</Typography.Text>}
        />
      )}
      <TaskSettingsDrawer
        open={settingsOpen}
        onClose={() => setSettingsOpen(false)}
        filters={filters}
        onFilters={setFilters}
        staff={options.staff}
        priorities={options.priorities}
        hasOwnOrder={Object.keys(order).length > 0}
        onResetOrder={() => setOrder({})}
      />
      {formMounted && (
        <Suspense fallback={null}>
          <TaskFormModal
            target={formTarget}
            onClose={() => setFormTarget(null)}
            statuses={statuses}
            priorities={options.priorities}
            staff={options.staff}
            canUpdate={canUpdate?.can ?? false}
          />
        </Suspense>
      )}
    </Flex>
  );
}
