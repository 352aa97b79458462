import { useEffect, useRef, useState, type ReactNode } from 'react';
import {
  closestCorners,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
} from '@dnd-kit/core';
import { arrayMove, horizontalListSortingStrategy, SortableContext, sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { BoardCard } from './BoardCard';
import { BoardColumn } from './BoardColumn';
import { applyMove, changesColumn, columnOf, COLUMN_DRAG_PREFIX, isColumnDragId, moveFor, type BoardColumns, type CardMove } from './boardMoves';

export type BoardProps = {
  columns: { id: string; title: ReactNode; label: string }[];
  arrangement: BoardColumns; // the cards of each column as the server (and the saved local order) say
  renderCard: (cardId: string) => ReactNode;
  cardLabel: (cardId: string) => string;
  // a move to another column: one request; the card moves at once and goes back if it fails
  onMove: (move: CardMove) => Promise<unknown>;
  // a move within a column: the order is local (kept by the caller, e.g. in local storage)
  onReorder?: (arrangement: BoardColumns) => void;
  columnWidth?: number;
  columnMaxHeight?: number | string; // a taller column scrolls within itself
  empty?: ReactNode;
  // given: the columns themselves are draggable by a handle in their header (group formation); the new order of
  // column ids goes to the caller, who keeps it (locally) and passes `columns` in that order
  onColumnsReorder?: (columnIds: string[]) => void;
  // the cards hold links or selects: each is a focusable group rather than a button (axe nested-interactive)
  cardsHoldControls?: boolean;
};

// A drag-and-drop board (operations.md: tasks, group formation): mouse with an activation distance of 8 px,
// keyboard too (Space to lift, arrows to move, Space to drop, Escape to cancel), Russian announcements for screen
// readers, optimistic moves that revert on failure.
export const Board = ({ columns, arrangement, renderCard, cardLabel, onMove, onReorder, columnWidth = 300, columnMaxHeight, empty, onColumnsReorder, cardsHoldControls = false }: BoardProps) => {
  const [local, setLocal] = useState(arrangement);
  const pending = useRef(0);
  // the server's answer replaces the optimistic state once no move is in flight
  useEffect(() => {
    if (pending.current === 0) setLocal(arrangement);
  }, [arrangement]);

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const columnLabel = (id: string | undefined) => columns.find((column) => column.id === id)?.label ?? '';
  // a dragged column meets only columns, a dragged card only cards and column drop areas
  const collisionDetection: CollisionDetection = (args) => {
    const draggingColumn = isColumnDragId(String(args.active.id));
    return closestCorners({
      ...args,
      droppableContainers: args.droppableContainers.filter((container) => isColumnDragId(String(container.id)) === draggingColumn),
    });
  };
  const columnOfTarget = (overId: string) => {
    if (isColumnDragId(overId)) return overId.slice(COLUMN_DRAG_PREFIX.length);
    return overId in local ? overId : columnOf(local, overId);
  };
  const labelOf = (id: string) => (isColumnDragId(id) ? `Колонка «${columnLabel(id.slice(COLUMN_DRAG_PREFIX.length))}»` : `Карточка «${cardLabel(id)}»`);
  const announcements: Announcements = {
    onDragStart: ({ active }) => `${labelOf(String(active.id))} поднята.`,
    onDragOver: ({ active, over }) => (over ? `${labelOf(String(active.id))} над колонкой «${columnLabel(columnOfTarget(String(over.id)))}».` : undefined),
    onDragEnd: ({ active, over }) =>
      over ? `${labelOf(String(active.id))} перемещена к колонке «${columnLabel(columnOfTarget(String(over.id)))}».` : `${labelOf(String(active.id))} возвращена на место.`,
    onDragCancel: ({ active }) => `Перемещение: ${labelOf(String(active.id))} — отменено.`,
  };

  const onDragEnd = async ({ active, over }: DragEndEvent) => {
    if (!over) return;
    if (isColumnDragId(String(active.id))) {
      const ids = columns.map((column) => column.id);
      const from = ids.indexOf(String(active.id).slice(COLUMN_DRAG_PREFIX.length));
      const to = ids.indexOf(columnOfTarget(String(over.id)) ?? '');
      if (from >= 0 && to >= 0 && from !== to) onColumnsReorder?.(arrayMove(ids, from, to));
      return;
    }
    const overId = String(over.id);
    const move = moveFor(local, String(active.id), isColumnDragId(overId) ? overId.slice(COLUMN_DRAG_PREFIX.length) : overId);
    if (!move) return;
    const before = local;
    const after = applyMove(local, move);
    setLocal(after);
    if (!changesColumn(move)) {
      onReorder?.(after);
      return;
    }
    pending.current += 1;
    try {
      await onMove(move);
    } catch {
      setLocal(before);
    } finally {
      pending.current -= 1;
    }
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={onColumnsReorder ? collisionDetection : closestCorners}
      onDragEnd={(event) => void onDragEnd(event)}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable: 'Чтобы поднять карточку, нажмите пробел. Стрелками перемещайте её, пробелом опустите, Escape отменяет.',
        },
      }}
    >
      <div style={{ display: 'flex', gap: 12, overflowX: 'auto', alignItems: 'flex-start', paddingBottom: 8 }}>
        <SortableContext items={onColumnsReorder ? columns.map((column) => `${COLUMN_DRAG_PREFIX}${column.id}`) : []} strategy={horizontalListSortingStrategy}>
          {columns.map((column) => (
            <BoardColumn
              key={column.id}
              id={column.id}
              title={column.title}
              label={column.label}
              cardIds={local[column.id] ?? []}
              width={columnWidth}
              maxHeight={columnMaxHeight}
              empty={empty}
              draggable={!!onColumnsReorder}
            >
              {(local[column.id] ?? []).map((cardId) => (
                <BoardCard key={cardId} id={cardId} label={cardLabel(cardId)} holdsControls={cardsHoldControls}>
                  {renderCard(cardId)}
                </BoardCard>
              ))}
            </BoardColumn>
          ))}
        </SortableContext>
      </div>
    </DndContext>
  );
};
