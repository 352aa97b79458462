import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClassAttendance, EnrollmentTracking, PaymentsOverview, SchoolOverview, StayRecord } from '../../resources/statistics';
import { createTestApp, type DemoLogin, type TestApp } from '../test/app';
import { expectBadRequest, expectStatus } from '../test/expect';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const year = 'startDate=2025-11-27&endDate=2026-11-26';
const get = async <Body>(path: string, as: DemoLogin = 'owner') => {
  const response = await t.call({ method: 'GET', url: `/api/statistics/${path}`, as });
  expectStatus(response, 200);
  return response.json() as Body;
};
const rows = async <Row>(query: ReturnType<typeof sql>) => ((await t.db.execute(query)) as unknown as { rows: Row[] }).rows;
const kopecks = (amount: string) => Math.round(Number(amount) * 100);

describe('statistics (operations.md §7 "Statistics")', () => {
  it('counts the school overview of a period from the stored rows', async () => {
    const overview = await get<SchoolOverview>(`school-overview?${year}`);
    const enrolments = await rows<{ student_id: number; enrollment_date: string; disenrollment_date: string | null; is_archived: boolean; archived_student: boolean }>(
      sql`select sc.student_id, sc.enrollment_date::text, sc.disenrollment_date::text, sc.is_archived, s.is_archived as archived_student
        from student_classes sc join students s on s.id = sc.student_id`,
    );
    const current = new Set(enrolments.filter((row) => !row.disenrollment_date && !row.is_archived && !row.archived_student).map((row) => row.student_id));
    expect(overview.currentStudents).toBe(current.size);
    const firstDay = new Map<number, string>();
    for (const row of enrolments) if (!firstDay.has(row.student_id) || row.enrollment_date < firstDay.get(row.student_id)!) firstDay.set(row.student_id, row.enrollment_date);
    expect(overview.newStudents).toBe([...firstDay.values()].filter((day) => day >= '2025-11-27' && day <= '2026-11-26').length);
    const left = new Set(enrolments.filter((row) => row.disenrollment_date && row.disenrollment_date >= '2025-11-27' && row.disenrollment_date <= '2026-11-26').map((row) => row.student_id));
    expect(overview.leftStudents).toBe(left.size);
    const [lessons] = await rows<{ n: number }>(sql`select count(*)::int as n from lessons where lesson_date between '2025-11-27' and '2026-11-26'`);
    expect(overview.lessonsCount).toBe(lessons.n);
    expect(overview.lessonsCount).toBeGreaterThan(0);
    expect(overview.attendance).toBeGreaterThan(0);
    expect(overview.attendance).toBeLessThanOrEqual(100);
    expect(overview.studentsBySchoolYear.reduce((sum, entry) => sum + entry.count, 0)).toBeLessThanOrEqual(current.size);
    expect(overview.lessonsBySchoolYear.reduce((sum, entry) => sum + entry.count, 0)).toBe(lessons.n);
    // a year is drawn by month
    expect(overview.trendsData.every((point) => point.date.endsWith('-01'))).toBe(true);
    expect(overview.trendsData.reduce((sum, point) => sum + point.newStudents, 0)).toBe(overview.newStudents);
  });

  it('shows the payment figures to the owner and leaves them out for an admin (Payment-Stats)', async () => {
    const owner = await get<SchoolOverview>(`school-overview?${year}`);
    const [stored] = await rows<{ n: number; total: string }>(
      sql`select count(*)::int as n, coalesce(sum(total_amount), 0)::text as total from payments where voided_at is null and payment_date between '2025-11-27' and '2026-11-26'`,
    );
    expect(owner.paymentsCount).toBe(stored.n);
    expect(kopecks(owner.paymentsAmount!)).toBe(kopecks(stored.total));
    const admin = await get<SchoolOverview>(`school-overview?${year}`, 'admin');
    expect(admin.paymentsCount).toBeNull();
    expect(admin.paymentsAmount).toBeNull();
    expectStatus(await t.call({ method: 'GET', url: `/api/statistics/payments/overview?${year}`, as: 'admin' }), 403);
  });

  it('sums the payments overview to the kopeck, with its median and its groups', async () => {
    const overview = await get<PaymentsOverview>(`payments/overview?${year}`);
    const amounts = (
      await rows<{ amount: string }>(sql`select total_amount::text as amount from payments where voided_at is null and payment_date between '2025-11-27' and '2026-11-26' order by total_amount`)
    ).map((row) => kopecks(row.amount));
    expect(overview.paymentsCount).toBe(amounts.length);
    expect(kopecks(overview.totalAmount)).toBe(amounts.reduce((sum, amount) => sum + amount, 0));
    expect(kopecks(overview.minAmount)).toBe(amounts[0]);
    expect(kopecks(overview.maxAmount)).toBe(amounts.at(-1));
    const middle = Math.floor(amounts.length / 2);
    const median = amounts.length % 2 ? amounts[middle] : (amounts[middle - 1] + amounts[middle]) / 2;
    expect(Math.abs(kopecks(overview.medianAmount) - median)).toBeLessThanOrEqual(1);
    expect(overview.trendsData.reduce((sum, point) => sum + point.paymentsCount, 0)).toBe(amounts.length);
    expect(overview.paymentsByClass.length).toBeGreaterThan(0);
  });

  it('lists who left and who joined in the period', async () => {
    const left = await get<StayRecord[]>(`enrollment/students-left?${year}`);
    expect(left.length).toBeGreaterThan(0);
    expect(left.every((row) => row.disenrollmentDate! >= '2025-11-27' && row.disenrollmentDate! <= '2026-11-26')).toBe(true);
    const joined = await get<StayRecord[]>(`enrollment/students-joined?${year}`);
    expect(joined.every((row) => row.enrollmentDate >= '2025-11-27' && row.enrollmentDate <= '2026-11-26')).toBe(true);
  });

  it('gives each group’s attendance as present of expected', async () => {
    const groups = await get<ClassAttendance[]>(`school-class-attendance?${year}`);
    expect(groups.length).toBeGreaterThan(0);
    for (const group of groups) {
      expect(group.presentAttendances + group.absentAttendances).toBe(group.theoreticalAttendances);
      if (group.theoreticalAttendances > 0) expect(group.attendancePercentage).toBe(Math.round((100 * group.presentAttendances) / group.theoreticalAttendances));
    }
  });

  it('tracks every enrolment under its group', async () => {
    const groups = await get<EnrollmentTracking[]>('enrollment/tracking', 'admin');
    const [stored] = await rows<{ n: number }>(sql`select count(*)::int as n from student_classes`);
    expect(groups.reduce((sum, group) => sum + group.studentEnrollments.length, 0)).toBe(stored.n);
    for (const group of groups) expect(group.currentStudents + group.pastStudents).toBe(group.studentEnrollments.length);
  });

  it('takes a dotted period and refuses a wrong one in Russian', async () => {
    const dotted = await get<SchoolOverview>('school-overview?startDate=27.11.2025&endDate=26.11.2026');
    expect(dotted.lessonsCount).toBe((await get<SchoolOverview>(`school-overview?${year}`)).lessonsCount);
    for (const query of ['startDate=2026-11-27&endDate=2026-11-26', 'startDate=2026-02-30&endDate=2026-03-01', 'endDate=2026-03-01', 'startDate=x&endDate=y']) {
      expectBadRequest(await t.call({ method: 'GET', url: `/api/statistics/school-overview?${query}`, as: 'admin' }), 'Выберите корректный диапазон дат');
    }
  });

  it('draws a period of up to 92 days day by day', async () => {
    const overview = await get<SchoolOverview>('school-overview?startDate=2026-10-28&endDate=2026-11-26');
    expect(overview.trendsData.every((point) => point.date >= '2026-10-28' && point.date <= '2026-11-26')).toBe(true);
  });
});
