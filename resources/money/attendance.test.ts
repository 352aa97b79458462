import { describe, expect, it } from 'vitest';
import { cycleAttendance, lessonCounts } from './attendance';

const today = '2025-03-12';

describe('lessonCounts', () => {
  it.each([
    { lesson: { cycleNumber: 1, lessonDate: '2025-03-12', attendance: null }, enrolment: {}, counts: true },
    { lesson: { cycleNumber: 1, lessonDate: '2025-03-13', attendance: null }, enrolment: {}, counts: false },
    { lesson: { cycleNumber: 1, lessonDate: '2025-03-13', attendance: '+' }, enrolment: {}, counts: true },
    { lesson: { cycleNumber: 1, lessonDate: null, attendance: '' }, enrolment: {}, counts: false },
    { lesson: { cycleNumber: 1, lessonDate: null, attendance: '  ' }, enrolment: {}, counts: false },
    { lesson: { cycleNumber: 1, lessonDate: '2025-01-10', attendance: null }, enrolment: { enrollmentDate: '2025-01-10' }, counts: true },
    { lesson: { cycleNumber: 1, lessonDate: '2025-01-09', attendance: null }, enrolment: { enrollmentDate: '2025-01-10' }, counts: false },
    { lesson: { cycleNumber: 1, lessonDate: '2025-02-01', attendance: null }, enrolment: { disenrollmentDate: '2025-01-31' }, counts: false },
    { lesson: { cycleNumber: 1, lessonDate: '2025-01-31', attendance: null }, enrolment: { disenrollmentDate: '2025-01-31' }, counts: true },
    { lesson: { cycleNumber: 1, lessonDate: '2025-02-01', attendance: '-' }, enrolment: { disenrollmentDate: '2025-01-31' }, counts: true },
  ])('$lesson.lessonDate $lesson.attendance $enrolment → $counts', ({ lesson, enrolment, counts }) => {
    expect(lessonCounts(lesson, today, enrolment)).toBe(counts);
  });
});

describe('cycleAttendance', () => {
  it('counts present every mark that starts with a plus, in the cycle asked for only', () => {
    const marks = ['+', '+(опоздание)', '+(отправлен материал)', '+(дистанционно)', '+(отработка)', '-', null];
    const lessons = [
      ...marks.map((attendance) => ({ cycleNumber: 2, lessonDate: '2025-02-01', attendance })),
      { cycleNumber: 3, lessonDate: '2025-03-01', attendance: '+' },
    ];
    expect(cycleAttendance(lessons, 2, today, {})).toEqual({ present: 5, held: 7 });
  });
});
