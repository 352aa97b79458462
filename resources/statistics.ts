import { z } from 'zod';
import { maybeText, money, rowId, rowText } from './row-fields';
import { normaliseDay, RANGE_INVALID } from './operations/statistics-range';

// operations.md §2 "Statistics", §3 (School overview, Left/joined record, Class attendance row, Payments overview,
// Enrolment tracking), §7 "Statistics": the answers of the statistics routes, shared by the server and the page.

export const STATISTICS_LOAD_FAILED = 'Ошибка при загрузке данных. Пожалуйста, попробуйте позже.';
export const NO_DATA = 'Нет данных для отображения';
export const NO_DATA_FOR_PERIOD = 'Нет данных для выбранного периода';
export const PAYMENTS_CARD_TITLE = 'Информация о платежах';
export const PAYMENTS_UNAVAILABLE = 'Информация недоступна';

// startDate and endDate, both YYYY-MM-DD (a dotted day is converted), start not after end.
export const statisticsRangeQuery = z
  .strictObject({ startDate: z.string({ error: RANGE_INVALID }), endDate: z.string({ error: RANGE_INVALID }) })
  .transform((query, context) => {
    const startDate = normaliseDay(query.startDate);
    const endDate = normaliseDay(query.endDate);
    if (!startDate || !endDate || startDate > endDate) {
      context.addIssue({ code: 'custom', message: RANGE_INVALID });
      return z.NEVER;
    }
    return { startDate, endDate };
  });
export type StatisticsRange = { startDate: string; endDate: string };

const countOf = z.object({ name: rowText, count: rowId });

// One point of a trend: a day, or the first day of a month when the period is longer than 92 days.
export const overviewTrendSchema = z.object({ date: rowText, newStudents: rowId, leftStudents: rowId, attendance: z.number().nullable() });

export const schoolOverviewSchema = z.object({
  currentStudents: rowId,
  newStudents: rowId,
  leftStudents: rowId,
  lessonsCount: rowId,
  attendance: z.number().nullable(), // present / marked, %, rounded; null without marks
  // null for a user without read on Payment-Stats (operations.md §6)
  paymentsCount: rowId.nullable(),
  paymentsAmount: money.nullable(),
  studentsBySchoolYear: z.array(countOf),
  lessonsBySchoolYear: z.array(countOf),
  trendsData: z.array(overviewTrendSchema),
});
export type SchoolOverview = z.infer<typeof schoolOverviewSchema>;

export const stayRecordSchema = z.object({
  studentClassId: rowId,
  studentId: rowId,
  studentName: rowText,
  className: rowText,
  enrollmentDate: rowText,
  disenrollmentDate: maybeText,
});
export type StayRecord = z.infer<typeof stayRecordSchema>;

export const classAttendanceSchema = z.object({
  classId: rowId,
  className: rowText,
  teacherName: maybeText,
  subjectName: maybeText,
  attendancePercentage: z.number().nullable(),
  totalLessons: rowId,
  theoreticalAttendances: rowId,
  presentAttendances: rowId,
  absentAttendances: rowId,
});
export type ClassAttendance = z.infer<typeof classAttendanceSchema>;

export const paymentsOverviewSchema = z.object({
  paymentsCount: rowId,
  totalAmount: money,
  averageAmount: money,
  medianAmount: money,
  minAmount: money,
  maxAmount: money,
  trendsData: z.array(z.object({ date: rowText, totalAmount: money, paymentsCount: rowId })),
  paymentsByClass: z.array(z.object({ classId: rowId, className: rowText, paymentsCount: rowId, totalAmount: money, averageAmount: money })),
});
export type PaymentsOverview = z.infer<typeof paymentsOverviewSchema>;

export const enrollmentTrackingSchema = z.object({
  schoolClassId: rowId,
  schoolClassName: rowText,
  teacherId: rowId.nullable(),
  teacherName: maybeText,
  currentStudents: rowId,
  pastStudents: rowId,
  studentEnrollments: z.array(z.object({ studentClassId: rowId, studentId: rowId, studentName: rowText, enrollmentDate: rowText, disenrollmentDate: maybeText })),
});
export type EnrollmentTracking = z.infer<typeof enrollmentTrackingSchema>;

// A trend is daily up to 92 days, monthly beyond (a two-year period would otherwise draw 730 bars).
export const TREND_DAILY_LIMIT_DAYS = 92;
export const trendUnit = ({ startDate, endDate }: StatisticsRange): 'day' | 'month' =>
  (Date.parse(endDate) - Date.parse(startDate)) / 86_400_000 + 1 > TREND_DAILY_LIMIT_DAYS ? 'month' : 'day';
