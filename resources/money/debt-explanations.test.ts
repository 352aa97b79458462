import { describe, expect, it } from 'vitest';
import { cycleAttendance } from './attendance';
import { lessonLine, missedLessons, passedLessons, type NumberedLesson } from './debt-explanations';

// docs/money.md example 7: group 11, today 2025-03-12, enrolled 2025-01-20.
const lesson = (cycleNumber: number, lessonNumber: number, lessonDate: string | null, attendance: string | null): NumberedLesson => ({
  cycleNumber,
  lessonNumber,
  lessonDate,
  attendance,
});
const lessons = [
  lesson(2, 2, '2025-01-15', null),
  lesson(2, 1, '2025-01-08', null),
  lesson(2, 3, '2025-01-22', '+'),
  lesson(2, 5, '2025-02-05', '-'),
  lesson(2, 4, '2025-01-29', '+'),
  lesson(2, 6, '2025-02-12', ''),
  lesson(3, 1, '2025-03-05', '+'),
  lesson(3, 2, '2025-03-12', null),
  lesson(3, 3, '2025-03-19', null),
  lesson(3, 4, null, '+(отработка)'),
];
const enrolment = { enrollmentDate: '2025-01-20' };

describe('the lessons behind a debt and a recalculation', () => {
  it('lists the passed lessons of a cycle in lesson order, as attendance.ts counts them', () => {
    const passed = passedLessons(lessons, 3, '2025-03-12', enrolment);
    expect(passed.map(lessonLine)).toEqual([
      'занятие 1, 05.03.2025, «+»',
      'занятие 2, 12.03.2025, без отметки',
      'занятие 4, без даты, «+(отработка)»',
    ]);
    expect(passed).toHaveLength(cycleAttendance(lessons, 3, '2025-03-12', enrolment).held);
  });

  it('lists the missed lessons: passed, not marked present; none before the enrolment', () => {
    const missed = missedLessons(lessons, 2, '2025-03-12', enrolment);
    expect(missed.map(lessonLine)).toEqual(['занятие 5, 05.02.2025, «-»', 'занятие 6, 12.02.2025, без отметки']);
    const counted = cycleAttendance(lessons, 2, '2025-03-12', enrolment);
    expect(missed).toHaveLength(counted.held - counted.present);
  });
});
