import { isPresent } from '../grades';

// One lesson of a group as one student sees it: the lesson and that student's attendance mark ('' or null: none).
export type StudentLesson = { cycleNumber: number; lessonDate: string | null; attendance: string | null };
// Days as 'YYYY-MM-DD'; an enrolment without dates covers every lesson.
export type Enrolment = { enrollmentDate?: string | null; disenrollmentDate?: string | null };

const isMarked = (value: string | null) => value != null && value.trim() !== '';

// A lesson counts for a student once it has happened: dated today or earlier and inside the student's enrolment,
// or marked for the student in the gradebook (a mark proves the lesson took place, dated or not). `today` is the
// centre's day (resources/school-year.ts dayInTimeZone, Europe/Moscow).
export const lessonCounts = (lesson: StudentLesson, today: string, enrolment: Enrolment): boolean => {
  if (isMarked(lesson.attendance)) return true;
  const day = lesson.lessonDate;
  if (day == null || day > today) return false;
  if (enrolment.enrollmentDate && day < enrolment.enrollmentDate) return false;
  return !(enrolment.disenrollmentDate && day > enrolment.disenrollmentDate);
};

// held: the lessons of the cycle that count for the student; present: those marked present ('+…', grades.ts).
export type CycleAttendance = { present: number; held: number };

export const cycleAttendance = (
  lessons: readonly StudentLesson[],
  cycle: number,
  today: string,
  enrolment: Enrolment,
): CycleAttendance => {
  const held = lessons.filter((lesson) => lesson.cycleNumber === cycle && lessonCounts(lesson, today, enrolment));
  return { held: held.length, present: held.filter((lesson) => isPresent(lesson.attendance)).length };
};
