import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
  type DragEndEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { PlusOutlined, WarningOutlined } from '@ant-design/icons';
import { useCan, useNotification, type HttpError } from '@refinedev/core';
import { Alert, Button, Empty, Flex, Select, Skeleton, theme, Tooltip, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { freeSlots, overlappingLessonIds } from '../../../resources/operations/schedule-slots';
import type { ScheduleForm } from '../../../resources/operations/schedule-form';
import { countRu } from '../../../resources/plural';
import {
  SCHEDULE_TITLE,
  SELECTED_CABINETS_KEY,
  SELECTED_DAYS_KEY,
  STUDENT_FORMS,
  SWAP_UNEQUAL,
  WEEKDAYS,
  type CabinetSchedule,
  type ScheduleEntry,
} from '../../../resources/schedule';
import { errorMessage } from '../../crud/serverErrors';
import { useReport } from '../../crud/useReport';
import { useServerCall } from '../../crud/useServerCall';
import { useLocalStorageState } from '../../lib/useLocalStorageState';
import { ScheduleFormModal, type ScheduleFormValues } from './ScheduleFormModal';
import {
  ALL_DAYS,
  applyDrop,
  cellDropId,
  cellLessons,
  dropOf,
  isIdList,
  lessonDragId,
  lessonsOf,
  newLessonTimes,
  parseDropId,
  visibleCabinets,
  visibleDays,
  type Drop,
} from './scheduleGrid';
import { collision, measuring, useScheduleDragAccessibility } from './scheduleDnd';

// /service/class-schedule (operations.md §2 "Schedule grid"): rows are cabinets, columns Monday to Sunday; cards in
// the group's colour; free slots of 30 minutes and more between 09:00 and 21:00 as add buttons; overlaps outlined in
// orange with a warning; cards dragged by mouse (8 px) or keyboard: on a card they swap groups (equal durations
// only, one POST schedule/swap), on a cell they move there keeping their times (one PATCH), shown at once and undone
// when refused. Without update Schedule the grid is read-only.

const OVERLAP_WARNING = 'Занятие пересекается с другим в этом кабинете';
const COLUMN_WIDTH = 200;

type CardProps = { lesson: ScheduleEntry; overlap: boolean; editable: boolean; onOpen: (lesson: ScheduleEntry) => void };

const LessonCard = ({ lesson, overlap, editable, onOpen }: CardProps) => {
  const { token } = theme.useToken();
  const dragId = lessonDragId(lesson.id);
  const { attributes, listeners, setNodeRef: dragRef, isDragging } = useDraggable({ id: dragId, disabled: !editable });
  const { setNodeRef: dropRef, isOver } = useDroppable({ id: dragId, disabled: !editable || isDragging });
  const card = (
    <div
      ref={(node) => {
        dragRef(node);
        dropRef(node);
      }}
      {...(editable ? { ...attributes, ...listeners } : { tabIndex: 0, role: 'button' })}
      aria-label={`${lesson.schoolClassName}, ${lesson.startTime}–${lesson.endTime}`}
      data-testid="schedule-card"
      data-lesson-id={lesson.id}
      data-overlap={overlap || undefined}
      onDoubleClick={() => onOpen(lesson)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') onOpen(lesson);
        else listeners?.onKeyDown?.(event);
      }}
      style={{
        background: token.colorBgContainer,
        borderLeft: `4px solid ${lesson.color}`,
        outline: overlap ? `2px dashed ${token.colorWarning}` : isOver ? `2px solid ${token.colorPrimary}` : undefined,
        outlineOffset: -2,
        borderRadius: token.borderRadius,
        padding: '4px 8px',
        boxShadow: token.boxShadowTertiary,
        opacity: isDragging ? 0.4 : 1,
        cursor: editable ? 'grab' : 'pointer',
        userSelect: 'none',
        fontSize: 12,
      }}
    >
      <Flex justify="space-between" gap={4}>
        <Typography.Text strong style={{ fontSize: 12 }}>
          {lesson.startTime}–{lesson.endTime}
        </Typography.Text>
        {overlap && <WarningOutlined style={{ color: token.colorWarning }} aria-label={OVERLAP_WARNING} />}
      </Flex>
      <div style={{ fontWeight: 500 }}>{lesson.schoolClassName}</div>
      <div style={{ color: token.colorTextSecondary }}>{lesson.teacherName}</div>
      <div style={{ color: token.colorTextSecondary }}>{countRu(lesson.studentCount, STUDENT_FORMS)}</div>
    </div>
  );
  return overlap ? <Tooltip title={OVERLAP_WARNING}>{card}</Tooltip> : card;
};

type CellProps = {
  cabinetId: number;
  dayOfWeek: number;
  lessons: ScheduleEntry[];
  overlaps: Set<number>;
  editable: boolean;
  onOpen: (lesson: ScheduleEntry) => void;
  onAdd: (cabinetId: number, dayOfWeek: number, startTime: string, endTime: string) => void;
};

const Cell = ({ cabinetId, dayOfWeek, lessons, overlaps, editable, onOpen, onAdd }: CellProps) => {
  const { token } = theme.useToken();
  const { setNodeRef, isOver } = useDroppable({ id: cellDropId(cabinetId, dayOfWeek), disabled: !editable });
  const slots = editable ? freeSlots(lessons) : [];
  // lessons and free slots in order of time
  const items = [
    ...lessons.map((lesson) => ({ at: lesson.startTime, lesson })),
    ...slots.map((slot) => ({ at: slot.startTime, slot })),
  ].sort((left, right) => left.at.localeCompare(right.at));
  return (
    <td
      ref={setNodeRef}
      data-testid={`schedule-cell-${cabinetId}-${dayOfWeek}`}
      style={{
        verticalAlign: 'top',
        minWidth: COLUMN_WIDTH,
        width: COLUMN_WIDTH,
        padding: 4,
        border: `1px solid ${token.colorBorderSecondary}`,
        background: isOver ? token.colorPrimaryBg : undefined,
      }}
    >
      <Flex vertical gap={4}>
        {items.map((item) =>
          'lesson' in item && item.lesson ? (
            <LessonCard key={item.lesson.id} lesson={item.lesson} overlap={overlaps.has(item.lesson.id)} editable={editable} onOpen={onOpen} />
          ) : 'slot' in item && item.slot ? (
            <Button
              key={`slot-${item.slot.startTime}`}
              size="small"
              type="dashed"
              icon={<PlusOutlined />}
              onClick={() => onAdd(cabinetId, dayOfWeek, item.slot.startTime, item.slot.endTime)}
              aria-label={`Добавить занятие ${WEEKDAYS[dayOfWeek]} ${item.slot.startTime}–${item.slot.endTime}`}
            >
              {item.slot.startTime}–{item.slot.endTime}
            </Button>
          ) : null,
        )}
        {!editable && lessons.length === 0 && <Typography.Text type="secondary">—</Typography.Text>}
      </Flex>
    </td>
  );
};

export default function ScheduleGridPage() {
  const { call } = useServerCall();
  const { open: notify } = useNotification();
  const { data: canUpdate } = useCan({ resource: 'class-schedules', action: 'update', params: { subject: 'Schedule' } });
  const editable = canUpdate?.can === true;
  const { query } = useReport<CabinetSchedule[]>('schedule/full-schedule');
  const [selectedDays, setSelectedDays] = useLocalStorageState<number[]>(SELECTED_DAYS_KEY, ALL_DAYS, isIdList);
  const [selectedCabinets, setSelectedCabinets] = useLocalStorageState<number[]>(SELECTED_CABINETS_KEY, [], isIdList);
  // the arrangement after a drop until the server's answer is read back
  const [pending, setPending] = useState<Drop | null>(null);
  const [dragging, setDragging] = useState<ScheduleEntry | null>(null);
  const [dialog, setDialog] = useState<Partial<ScheduleFormValues> | null>(null);
  const [saving, setSaving] = useState(false);

  const cabinets = useMemo(() => query.data?.data ?? [], [query.data]);
  const lessons = useMemo(() => {
    const all = lessonsOf(cabinets);
    return pending ? applyDrop(all, pending) : all;
  }, [cabinets, pending]);
  const overlaps = useMemo(() => overlappingLessonIds(lessons), [lessons]);
  const accessibility = useScheduleDragAccessibility(lessons, cabinets);
  const days = visibleDays(selectedDays);
  const rows = visibleCabinets(cabinets, selectedCabinets);

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  // the spec's failure text with the server's reason beneath it
  const failure = (message: string) => (error: HttpError) => ({ message, description: errorMessage(error) });

  const onDragStart = ({ active }: DragStartEvent) => {
    const target = parseDropId(active.id);
    setDragging(target?.kind === 'lesson' ? (lessons.find((lesson) => lesson.id === target.id) ?? null) : null);
  };

  const onDragEnd = async ({ active, over }: DragEndEvent) => {
    setDragging(null);
    const source = parseDropId(active.id);
    if (source?.kind !== 'lesson') return;
    const drop = dropOf(lessons, source.id, parseDropId(over?.id));
    if (drop.kind === 'unequal') {
      notify?.({ type: 'error', message: SWAP_UNEQUAL });
      return;
    }
    if (drop.kind === 'none') return;
    setPending(drop);
    const toasts = { success: 'Расписание обновлено', failure: failure('Ошибка при обновлении расписания') };
    try {
      if (drop.kind === 'swap') {
        await call({ method: 'post', path: 'schedule/swap', values: { firstId: drop.first.id, secondId: drop.second.id }, ...toasts });
      } else {
        const { lesson } = drop;
        const values = { dayOfWeek: drop.dayOfWeek, startTime: lesson.startTime, endTime: lesson.endTime, cabinet: drop.cabinetId };
        await call({ method: 'patch', path: `class-schedules/${lesson.id}`, values, ...toasts });
      }
      await query.refetch();
    } catch {
      // refused: the failure toast has said why, and the grid shows the server's arrangement again
    } finally {
      setPending(null);
    }
  };

  const openLesson = (lesson: ScheduleEntry) => {
    // the group's other lesson of the week is its second lesson
    const other = lessons.find((entry) => entry.schoolClassId === lesson.schoolClassId && entry.id !== lesson.id);
    setDialog({
      id: lesson.id,
      schoolClassId: lesson.schoolClassId,
      subjectId: lesson.subjectId,
      subjectName: lesson.subjectName,
      teacherId: lesson.teacherId,
      teacherName: lesson.teacherName,
      dayOfWeek: lesson.dayOfWeek,
      cabinetId: lesson.cabinetId,
      startTime: lesson.startTime,
      endTime: lesson.endTime,
      hasSecondLesson: other !== undefined,
      ...(other
        ? { secondScheduleId: other.id, secondDayOfWeek: other.dayOfWeek, secondCabinetId: other.cabinetId, secondStartTime: other.startTime, secondEndTime: other.endTime }
        : {}),
    });
  };

  const save = async (values: ScheduleForm) => {
    setSaving(true);
    try {
      await call({
        method: 'post',
        path: 'schedule/add-class-schedule',
        values,
        success: values.id ? 'Занятие обновлено' : 'Занятие добавлено',
        failure: failure('Ошибка при сохранении занятия'),
      });
      await query.refetch();
      setDialog(null);
    } catch {
      // refused: the failure toast has said why; the dialog keeps the values
    } finally {
      setSaving(false);
    }
  };

  const remove = async () => {
    if (!dialog?.id) return;
    setSaving(true);
    try {
      await call({ method: 'delete', path: `class-schedules/${dialog.id}`, success: 'Занятие удалено', failure: failure('Ошибка при удалении занятия') });
      await query.refetch();
      setDialog(null);
    } catch {
      // refused: the failure toast has said why
    } finally {
      setSaving(false);
    }
  };

  return (
    <Flex vertical gap={12}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {SCHEDULE_TITLE}
        </Typography.Title>
        <Flex gap={8} wrap>
          <Select
            mode="multiple"
            allowClear
            maxTagCount="responsive"
            style={{ minWidth: 240 }}
            placeholder="Все дни"
            aria-label="Дни недели"
            value={selectedDays}
            onChange={setSelectedDays}
            options={WEEKDAYS.map((label, value) => ({ value, label }))}
          />
          <Select
            mode="multiple"
            allowClear
            maxTagCount="responsive"
            style={{ minWidth: 240 }}
            placeholder="Все кабинеты"
            aria-label="Кабинеты"
            value={selectedCabinets}
            onChange={setSelectedCabinets}
            options={cabinets.map((cabinet) => ({ value: cabinet.id, label: cabinet.name }))}
          />
        </Flex>
      </Flex>
      {query.isError ? (
        <Alert type="error" showIcon message="Ошибка загрузки данных" description={errorMessage(query.error)} action={<Button onClick={() => void query.refetch()}>Повторить</Button>} />
      ) : query.isLoading ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : cabinets.length === 0 ? (
        <Empty description="Нет кабинетов" />
      ) : (
        <DndContext sensors={sensors} collisionDetection={collision} measuring={measuring} accessibility={accessibility} onDragStart={onDragStart} onDragEnd={(event) => void onDragEnd(event)} onDragCancel={() => setDragging(null)}>
          <div style={{ overflowX: 'auto' }}>
            <table style={{ borderCollapse: 'collapse', tableLayout: 'fixed' }} aria-label={SCHEDULE_TITLE}>
              <thead>
                <tr>
                  <th style={{ width: 140, textAlign: 'left', padding: 4 }}>Кабинет</th>
                  {days.map((day) => (
                    <th key={day} style={{ width: COLUMN_WIDTH, textAlign: 'left', padding: 4 }}>
                      {WEEKDAYS[day]}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((cabinet) => (
                  <tr key={cabinet.id}>
                    <th scope="row" style={{ textAlign: 'left', verticalAlign: 'top', padding: 4 }}>
                      {cabinet.name}
                    </th>
                    {days.map((day) => (
                      <Cell
                        key={day}
                        cabinetId={cabinet.id}
                        dayOfWeek={day}
                        lessons={cellLessons(lessons, cabinet.id, day)}
                        overlaps={overlaps}
                        editable={editable}
                        onOpen={editable ? openLesson : () => undefined}
                        onAdd={(cabinetId, dayOfWeek, startTime, endTime) => setDialog({ cabinetId, dayOfWeek, ...newLessonTimes(startTime, endTime), hasSecondLesson: false })}
                      />
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <DragOverlay>
            {dragging && (
              <div style={{ width: COLUMN_WIDTH - 8 }}>
                <LessonCard lesson={dragging} overlap={false} editable={false} onOpen={() => undefined} />
              </div>
            )}
          </DragOverlay>
        </DndContext>
      )}
      <ScheduleFormModal
        open={dialog !== null}
        initial={dialog}
        cabinets={cabinets}
        saving={saving}
        onSave={(values) => void save(values)}
        onDelete={() => void remove()}
        onClose={() => setDialog(null)}
      />
    </Flex>
  );
}
