import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { divideRounded, fromKopecks, toKopecks } from '../../resources/money/kopecks';
import * as tables from '../db/schema/index';
import type { Tx } from '../db/types';
import { queryRows } from '../db/rows';
import { addOverride, recalculateSnapshot } from '../services/teacher-payouts';

// Demo teacher payouts (issue 9): every teacher's percentage rate (40 % where the staff seed left none); the
// centre-2 payout-rate grid, for every tariff and 1..8 attended students; one centre-1 snapshot, of the teacher
// and cycle with the most attendance, with one adjusted student amount.

export const DEMO_RATE_STUDENTS = 8;
export const DEMO_OVERRIDE_REASON = 'Премия за открытый урок';

// A lesson with n students pays 40 % of the first-subject price of a lesson (price / 8) for each of them, and no
// more than for 6: past six the teacher's work does not grow. Rounded to whole roubles.
export const demoRate = (priceForFirstSubject: string, students: number) =>
  fromKopecks(divideRounded((toKopecks(priceForFirstSubject) ?? 0) * Math.min(students, 6) * 40, 8 * 100 * 100) * 100);

export const seedTeacherPayouts = async (tx: Tx) => {
  await tx
    .update(tables.staff)
    .set({ percentageRate: '40.00' })
    .where(and(isNull(tables.staff.percentageRate), eq(tables.staff.role, 'Преподаватель')));

  const tariffs = await tx
    .select({ id: tables.subjectPricing.id, first: tables.subjectPricing.priceForFirstSubject })
    .from(tables.subjectPricing)
    .orderBy(asc(tables.subjectPricing.id));
  const rates = tariffs.flatMap((tariff) =>
    Array.from({ length: DEMO_RATE_STUDENTS }, (_, index) => ({
      subjectPricingId: tariff.id,
      numberOfStudents: index + 1,
      payoutAmount: demoRate(tariff.first, index + 1),
    })),
  );
  if (rates.length > 0) await tx.insert(tables.payoutAmounts).values(rates).onConflictDoNothing();

  const [busiest] = await queryRows<{ staff_id: number; cycle_number: number }>(
    tx,
    sql`select c.staff_id, l.cycle_number
        from grades g join lessons l on l.id = g.lesson_id join school_classes c on c.id = l.class_id
        where g.grade_type = 'attendance' and g.value like '+%' and not c.is_archived and l.cycle_number between 1 and 10
        group by c.staff_id, l.cycle_number order by count(*) desc, c.staff_id, l.cycle_number limit 1`,
  );
  if (!busiest) return;
  const context = { tx, actor: { id: null, login: 'seed' } };
  const snapshotId = await recalculateSnapshot(context, Number(busiest.staff_id), Number(busiest.cycle_number));
  const [student] = await tx
    .select({ id: tables.teacherPayoutDetails.id, finalAmount: tables.teacherPayoutDetails.finalAmount })
    .from(tables.teacherPayoutDetails)
    .where(and(eq(tables.teacherPayoutDetails.snapshotId, snapshotId), eq(tables.teacherPayoutDetails.detailType, 'STUDENT'), sql`${tables.teacherPayoutDetails.finalAmount} > 0`))
    .orderBy(asc(tables.teacherPayoutDetails.id))
    .limit(1);
  if (student) await addOverride(context, student.id, (toKopecks(student.finalAmount) ?? 0) + 50_000, DEMO_OVERRIDE_REASON);
};
