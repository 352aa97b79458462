import { isPresent } from '../grades';
import { lessonCounts, type Enrolment, type StudentLesson } from './attendance';

// Which lessons stand behind a debtor row's "lessons passed" and a recalculation's "missed": the lines the
// explanation lists under the arithmetic (docs/money.md §4–§6), so a person can check them against the gradebook.
export type NumberedLesson = StudentLesson & { lessonNumber: number };

const shownDay = (day: string) => `${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)}`;

// 'занятие 3, 22.01.2025, «+»' · 'занятие 4, без даты, «+(отработка)»' · 'занятие 2, 12.03.2025, без отметки'
export const lessonLine = (lesson: NumberedLesson): string => {
  const day = lesson.lessonDate ? shownDay(lesson.lessonDate) : 'без даты';
  const mark = lesson.attendance?.trim() ? `«${lesson.attendance.trim()}»` : 'без отметки';
  return `занятие ${lesson.lessonNumber}, ${day}, ${mark}`;
};

const byNumber = (left: NumberedLesson, right: NumberedLesson) => left.lessonNumber - right.lessonNumber;

// The lessons of a cycle that have passed for the student (attendance.ts lessonCounts), in lesson order.
export const passedLessons = (
  lessons: readonly NumberedLesson[],
  cycle: number,
  today: string,
  enrolment: Enrolment,
): NumberedLesson[] =>
  lessons.filter((lesson) => lesson.cycleNumber === cycle && lessonCounts(lesson, today, enrolment)).sort(byNumber);

// Of those, the ones the student missed: no mark, or a mark that is not presence ('-').
export const missedLessons = (
  lessons: readonly NumberedLesson[],
  cycle: number,
  today: string,
  enrolment: Enrolment,
): NumberedLesson[] => passedLessons(lessons, cycle, today, enrolment).filter((lesson) => !isPresent(lesson.attendance));
