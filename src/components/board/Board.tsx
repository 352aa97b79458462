import { useEffect, useRef, useState, type ReactNode } from 'react';
import { closestCorners, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type Announcements, type DragEndEvent } from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { BoardCard } from './BoardCard';
import { BoardColumn } from './BoardColumn';
import { applyMove, changesColumn, columnOf, moveFor, type BoardColumns, type CardMove } from './boardMoves';

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
  empty?: ReactNode;
};

// A drag-and-drop board (operations.md: tasks, group formation): mouse with an activation distance of 8 px,
// keyboard too (Space to lift, arrows to move, Space to drop, Escape to cancel), Russian announcements for screen
// readers, optimistic moves that revert on failure.
export const Board = ({ columns, arrangement, renderCard, cardLabel, onMove, onReorder, columnWidth = 300, empty }: BoardProps) => {
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
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Карточка «${cardLabel(String(active.id))}» поднята.`,
    onDragOver: ({ active, over }) =>
      over ? `Карточка «${cardLabel(String(active.id))}» над колонкой «${columnLabel(columnOf(local, String(over.id)) ?? String(over.id))}».` : undefined,
    onDragEnd: ({ active, over }) =>
      over ? `Карточка «${cardLabel(String(active.id))}» перемещена в колонку «${columnLabel(columnOf(local, String(over.id)) ?? String(over.id))}».` : `Карточка «${cardLabel(String(active.id))}» возвращена на место.`,
    onDragCancel: ({ active }) => `Перемещение карточки «${cardLabel(String(active.id))}» отменено.`,
  };

  const onDragEnd = async ({ active, over }: DragEndEvent) => {
    if (!over) return;
    const move = moveFor(local, String(active.id), String(over.id));
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
      collisionDetection={closestCorners}
      onDragEnd={(event) => void onDragEnd(event)}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable: 'Чтобы поднять карточку, нажмите пробел. Стрелками перемещайте её, пробелом опустите, Escape отменяет.',
        },
      }}
    >
      <div style={{ display: 'flex', gap: 12, overflowX: 'auto', alignItems: 'flex-start', paddingBottom: 8 }}>
        {columns.map((column) => (
          <BoardColumn key={column.id} id={column.id} title={column.title} cardIds={local[column.id] ?? []} width={columnWidth} empty={empty}>
            {(local[column.id] ?? []).map((cardId) => (
              <BoardCard key={cardId} id={cardId} label={cardLabel(cardId)}>
                {renderCard(cardId)}
              </BoardCard>
            ))}
          </BoardColumn>
        ))}
      </div>
    </DndContext>
  );
};
