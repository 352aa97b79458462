import { closestCorners, MeasuringStrategy, pointerWithin, type Announcements, type CollisionDetection } from '@dnd-kit/core';
import { useMemo } from 'react';
import type { CabinetSchedule, ScheduleEntry } from '../../../resources/schedule';
import { SCHEDULE_DRAG_INSTRUCTIONS, scheduleDragTexts } from './scheduleAnnouncements';

// How the schedule grid's drag and drop finds its target and speaks (dnd-kit's settings for ScheduleGridPage).

// What a lesson is dropped on: a card under the point (a swap) before the cell under it (a move). The mouse drops at
// the pointer; the keyboard at the centre of the lifted card, which the arrows carry onto the nearest card or cell,
// so a card lifted and put down again with no arrow lands on its own cell and nothing changes.
export const collision: CollisionDetection = (args) => {
  const { collisionRect } = args;
  const point = args.pointerCoordinates ?? { x: collisionRect.left + collisionRect.width / 2, y: collisionRect.top + collisionRect.height / 2 };
  const hits = pointerWithin({ ...args, pointerCoordinates: point });
  const onCard = hits.filter((hit) => String(hit.id).startsWith('lesson:'));
  if (onCard.length) return onCard;
  // the mouse drops only where it is; the keyboard, whose card may stand between cells, on the nearest
  return hits.length || args.pointerCoordinates ? hits : closestCorners(args);
};

// the droppables are measured before a drag starts too, so that an arrow pressed at once finds its target
export const measuring = { droppable: { strategy: MeasuringStrategy.Always } };

// Russian texts for screen readers while a lesson is dragged, and the instructions of a lifted card.
export const useScheduleDragAccessibility = (lessons: readonly ScheduleEntry[], cabinets: readonly CabinetSchedule[]) =>
  useMemo(() => {
    const texts = scheduleDragTexts({ lessons, cabinetName: (id) => cabinets.find((cabinet) => cabinet.id === id)?.name ?? '' });
    const announcements: Announcements = {
      onDragStart: ({ active }) => texts.lifted(active.id),
      onDragOver: ({ active, over }) => (over ? texts.over(active.id, over.id) : undefined),
      onDragEnd: ({ active, over }) => texts.dropped(active.id, over?.id ?? null),
      onDragCancel: ({ active }) => texts.cancelled(active.id),
    };
    return { announcements, screenReaderInstructions: { draggable: SCHEDULE_DRAG_INSTRUCTIONS } };
  }, [lessons, cabinets]);
