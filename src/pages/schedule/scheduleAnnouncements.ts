import { WEEKDAYS, type ScheduleEntry } from '../../../resources/schedule';
import { dropOf, parseDropId } from './scheduleGrid';

// What a screen reader hears while a lesson is dragged (dnd-kit's live region), in Russian: the lesson lifted, what
// it is over, where it was put down. Cabinets are named by id → name.
export const SCHEDULE_DRAG_INSTRUCTIONS = 'Чтобы поднять занятие, нажмите пробел. Стрелками перемещайте его, пробелом опустите, Escape отменяет.';

type Names = { lessons: readonly ScheduleEntry[]; cabinetName: (cabinetId: number) => string };

const lessonText = (lesson: ScheduleEntry) => `«${lesson.schoolClassName}, ${WEEKDAYS[lesson.dayOfWeek]} ${lesson.startTime}–${lesson.endTime}»`;

export const scheduleDragTexts = ({ lessons, cabinetName }: Names) => {
  const lessonOf = (id: string | number) => {
    const target = parseDropId(id);
    return target?.kind === 'lesson' ? lessons.find((lesson) => lesson.id === target.id) : undefined;
  };
  const subject = (id: string | number) => {
    const lesson = lessonOf(id);
    return lesson ? `Занятие ${lessonText(lesson)}` : 'Занятие';
  };
  const place = (id: string | number) => {
    const target = parseDropId(id);
    if (target?.kind === 'cell') return `ячейка «${cabinetName(target.cabinetId)}, ${WEEKDAYS[target.dayOfWeek]}»`;
    const lesson = lessonOf(id);
    return lesson ? `занятие ${lessonText(lesson)}` : 'неизвестное место';
  };
  return {
    lifted: (active: string | number) => `${subject(active)} поднято.`,
    over: (active: string | number, over: string | number) => `${subject(active)}: под ним ${place(over)}.`,
    // a drop that changes nothing (its own cell, its own group) is a return
    dropped: (active: string | number, over: string | number | null) =>
      over === null || dropOf(lessons, lessonOf(active)?.id ?? -1, parseDropId(over)).kind === 'none'
        ? `${subject(active)} возвращено на место.`
        : `${subject(active)} опущено: ${place(over)}.`,
    cancelled: (active: string | number) => `Перемещение отменено. ${subject(active)} на прежнем месте.`,
  };
};
