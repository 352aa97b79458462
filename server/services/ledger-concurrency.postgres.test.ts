import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/rows';
import * as tables from '../db/schema/index';
import { createTestApp, type TestApp } from '../test/app';
import { ledgerDifferencesOf } from './ledger-check';

// The kept money state of one student under concurrent writers (migration 0020, docs/money.md §15): new payments add
// their lines to it at once, while attendance marks, voids and a line changed rebuild the student at their commit.
// Every writer of the student waits for the others on the student's ledger_dirty row, so an addition lands on the
// rows a rebuild committed and a rebuild reads the lines an addition committed. PostgreSQL only (PGlite runs one
// transaction at a time).
let t: TestApp;
let student: { studentId: number; classId: number; subjectId: number; lessonIds: number[] };
const TODAY = '2099-01-01'; // every dated lesson has passed

beforeAll(async () => {
  t = await createTestApp();
  const [enrolment] = await queryRows<{ studentId: number; classId: number; subjectId: number }>(
    t.db,
    sql`select sc.student_id as "studentId", sc.class_id as "classId", c.subject_id as "subjectId"
        from student_classes sc join school_classes c on c.id = sc.class_id join students s on s.id = sc.student_id
        where not sc.is_archived and not c.is_archived and not s.is_archived
          and (select count(*) from lessons l where l.class_id = sc.class_id and l.cycle_number = 1) >= 4
        order by sc.student_id, sc.class_id limit 1`,
  );
  const lessons = await t.db
    .select({ id: tables.lessons.id })
    .from(tables.lessons)
    .where(and(eq(tables.lessons.classId, enrolment.classId), eq(tables.lessons.cycleNumber, 1)))
    .orderBy(tables.lessons.id)
    .limit(4);
  student = { ...enrolment, lessonIds: lessons.map((lesson) => lesson.id) };
});
afterAll(async () => {
  await t?.close();
});

const newPayment = (cycle: number, amount: string) =>
  t.db.transaction(async (tx) => {
    const [payment] = await tx
      .insert(tables.payments)
      .values({ studentId: student.studentId, paymentDate: '2032-02-10', totalAmount: amount, createdBy: 'параллельно' })
      .returning({ id: tables.payments.id });
    await tx
      .insert(tables.paymentDetails)
      .values({ paymentId: payment.id, classId: student.classId, subjectId: student.subjectId, amount, classCycle: cycle, lessonAmount: 8 });
    return payment.id;
  });

const mark = (lessonId: number, value: string) =>
  t.db
    .insert(tables.grades)
    .values({ lessonId, studentId: student.studentId, gradeType: 'attendance', value })
    .onConflictDoUpdate({ target: [tables.grades.lessonId, tables.grades.studentId, tables.grades.gradeType], set: { value } });

describe('the kept money state of one student with concurrent writers', () => {
  it('equals its history after new payments, marks, voids and a changed line at once', async () => {
    const older = await Promise.all([1, 2, 3, 4].map((cycle) => newPayment(cycle, `${100 + cycle}.00`)));
    expect(await ledgerDifferencesOf(t.db, TODAY, [student.studentId])).toEqual([]);
    await Promise.all([
      ...Array.from({ length: 12 }, (_, index) => newPayment((index % 5) + 1, `${300 + index}.25`)),
      ...student.lessonIds.map((lessonId, index) => mark(lessonId, index % 2 === 0 ? '+' : '-')),
      ...older.slice(0, 2).map((id) =>
        t.db.update(tables.payments).set({ voidedAt: new Date(), voidedBy: 'параллельно', voidReason: 'Ошибка' }).where(eq(tables.payments.id, id)),
      ),
      t.db.update(tables.paymentDetails).set({ classCycle: 6 }).where(eq(tables.paymentDetails.paymentId, older[2])),
      t.db.insert(tables.paymentDetails).values({ paymentId: older[3], classId: student.classId, subjectId: student.subjectId, amount: '7.25', classCycle: 1, lessonAmount: 8 }),
    ]);
    expect(await ledgerDifferencesOf(t.db, TODAY, [student.studentId])).toEqual([]);
    const [paid] = await queryRows<{ lines: number }>(
      t.db,
      sql`select coalesce(sum(lines), 0)::int as lines from ledger_paid where student_id = ${student.studentId} and class_id = ${student.classId}`,
    );
    const [history] = await queryRows<{ lines: number }>(
      t.db,
      sql`select count(*)::int as lines from payment_details d join payments p on p.id = d.payment_id
          where p.student_id = ${student.studentId} and d.class_id = ${student.classId} and p.voided_at is null`,
    );
    expect(paid.lines).toBe(history.lines);
    expect(paid.lines).toBeGreaterThanOrEqual(15); // the 12 new, 2 older ones standing, the line added
  });
});
