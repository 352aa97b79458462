import { readFileSync } from 'node:fs';
import { and, count, DrizzleQueryError, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loadConfig } from '../config';
import { paymentDescriptorSeed } from '../seed/payments';
import { seedDatabase } from '../seed/index';
import { createScratchDatabase, type ScratchDatabase } from '../test/database';
import { IN_MEMORY, openDatabase } from './client';
import { queryRows } from './rows';
import * as tables from './schema/index';
import type { Database, Db } from './types';

// Issue 8 ("Money I"): the money tables, their checks and keys, and the demo payments, on the run's seeded
// template database (PGlite, or PostgreSQL when TEST_DATABASE_URL is set). No app: only the database.
let database: Database;
let scratch: ScratchDatabase | undefined;
let db: Db;

beforeAll(async () => {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const template = inject('databaseTemplate');
  scratch = adminUrl ? await createScratchDatabase(adminUrl, template?.postgresTemplate) : undefined;
  const config = loadConfig({ PORT: '3000', DATA_DIR: IN_MEMORY, DATABASE_URL: scratch?.url ?? '', LOG_LEVEL: 'silent' });
  const pgliteTemplate = !adminUrl && template?.pgliteTar ? new Blob([readFileSync(template.pgliteTar)]) : undefined;
  database = await openDatabase(config, { pgliteTemplate });
  if (!(adminUrl ? template?.postgresTemplate : template?.pgliteTar)) await seedDatabase(database, { demo: true });
  db = database.db;
});
afterAll(async () => {
  await database?.close();
  await scratch?.drop();
});

// The refusal's SQLSTATE and constraint, as the app's error mapper reads them (notes/data.md fact 3).
const refusal = async (write: Promise<unknown>) => {
  try {
    await write;
  } catch (error) {
    const cause = (error instanceof DrizzleQueryError ? error.cause : error) as { code?: string; constraint?: string };
    return { code: cause.code, constraint: cause.constraint };
  }
  throw new Error('the write was accepted');
};
const checkViolation = (constraint: string) => ({ code: '23514', constraint });
const uniqueViolation = (constraint: string) => ({ code: '23505', constraint });

const total = async (table: PgTable) => (await db.select({ total: count() }).from(table))[0].total;

const aPayment = async () => {
  const [row] = await db.select().from(tables.payments).where(isNull(tables.payments.voidedAt)).limit(1);
  const [detail] = await db.select().from(tables.paymentDetails).where(eq(tables.paymentDetails.paymentId, row.id));
  return { payment: row, detail };
};

describe('the seeded money area', () => {
  it('has the payment types, payments with details, change, edits, voids and debt comments', async () => {
    const descriptors = await db.select({ name: tables.paymentDescriptors.name }).from(tables.paymentDescriptors);
    expect(descriptors.map((row) => row.name).sort()).toEqual([...paymentDescriptorSeed].sort());
    expect(await total(tables.payments)).toBeGreaterThan(500);
    expect(await total(tables.paymentDetails)).toBeGreaterThanOrEqual(await total(tables.payments));
    expect(await total(tables.paymentDescriptorLinks)).toBeGreaterThanOrEqual(await total(tables.payments));
    expect(await total(tables.cashChanges)).toBeGreaterThan(0);
    expect(await total(tables.paymentVersions)).toBeGreaterThan(0);
    expect(await total(tables.adminDebtComments)).toBeGreaterThan(0);
    const [voided] = await db.select({ total: count() }).from(tables.payments).where(isNotNull(tables.payments.voidedAt));
    expect(voided.total).toBeGreaterThan(0);
  });

  it('keeps every total equal to the sum of its details, every payment with a type, and change = paid − total', async () => {
    const [broken] = await queryRows<{ totals: number; untyped: number; change: number }>(
      db,
      sql`select
        (select count(*)::int from payments p
          where p.total_amount <> (select coalesce(sum(d.amount), 0) from payment_details d where d.payment_id = p.id)) as totals,
        (select count(*)::int from payments p
          where not exists (select 1 from payment_descriptor_links l where l.payment_id = p.id)) as untyped,
        (select count(*)::int from payments p join cash_changes c on c.payment_id = p.id
          where p.total_amount_paid_by_client - c.change_amount <> p.total_amount) as change`,
    );
    expect(broken).toEqual({ totals: 0, untyped: 0, change: 0 });
  });

  it('leaves debts: current students with a started cycle of their group unpaid', async () => {
    const [debts] = await queryRows<{ total: number }>(
      db,
      sql`select count(*)::int as total
        from student_classes sc
        join students s on s.id = sc.student_id and not s.is_archived
        join school_classes c on c.id = sc.class_id and not c.is_archived
        where not sc.is_archived
          and not exists (
            select 1 from payment_details d join payments p on p.id = d.payment_id
            where p.student_id = sc.student_id and d.class_id = c.id and d.class_cycle = c.cycle and p.voided_at is null)`,
    );
    expect(debts.total).toBeGreaterThan(10);
  });
});

describe('the checks of the money tables', () => {
  it('refuse a payment total of zero or below', async () => {
    const { payment } = await aPayment();
    const values = { studentId: payment.studentId, paymentDate: '2025-01-15', createdBy: 'test' };
    for (const totalAmount of ['0', '0.00', '-0.01', '-100.00']) {
      expect(await refusal(db.insert(tables.payments).values({ ...values, totalAmount }))).toEqual(
        checkViolation('payments_total_amount_positive'),
      );
    }
    expect(await refusal(db.insert(tables.payments).values({ ...values, totalAmount: '100.00', totalAmountPaidByClient: '0' }))).toEqual(
      checkViolation('payments_paid_by_client_positive'),
    );
    expect(await refusal(db.insert(tables.payments).values({ ...values, totalAmount: '100.00', voidReason: 'без отметки' }))).toEqual(
      checkViolation('payments_void_complete'),
    );
  });

  it('refuse a detail amount of zero or below, a cycle of 0 and a lesson count of 0', async () => {
    const { detail } = await aPayment();
    const { id: _id, ...values } = detail;
    expect(await refusal(db.insert(tables.paymentDetails).values({ ...values, amount: '0.00' }))).toEqual(
      checkViolation('payment_details_amount_positive'),
    );
    expect(await refusal(db.insert(tables.paymentDetails).values({ ...values, amount: '-5.00' }))).toEqual(
      checkViolation('payment_details_amount_positive'),
    );
    expect(await refusal(db.insert(tables.paymentDetails).values({ ...values, classCycle: 0 }))).toEqual(
      checkViolation('payment_details_class_cycle_positive'),
    );
    expect(await refusal(db.insert(tables.paymentDetails).values({ ...values, lessonAmount: 0 }))).toEqual(
      checkViolation('payment_details_lesson_amount_positive'),
    );
  });

  it('refuse negative change and a second change for one payment', async () => {
    const [change] = await db.select().from(tables.cashChanges).limit(1);
    expect(await refusal(db.insert(tables.cashChanges).values({ paymentId: change.paymentId, changeAmount: '-0.01' }))).toEqual(
      checkViolation('cash_changes_change_amount_not_negative'),
    );
    expect(await refusal(db.insert(tables.cashChanges).values({ paymentId: change.paymentId, changeAmount: '10.00' }))).toEqual(
      uniqueViolation('cash_changes_payment_id_uq'),
    );
  });

  it('keep one debt comment per student, group and cycle, never blank', async () => {
    const [comment] = await db.select().from(tables.adminDebtComments).limit(1);
    const { id: _id, ...values } = comment;
    expect(await refusal(db.insert(tables.adminDebtComments).values(values))).toEqual(
      uniqueViolation('admin_debt_comments_student_class_cycle_uq'),
    );
    expect(await refusal(db.insert(tables.adminDebtComments).values({ ...values, cycleNumber: 99, content: '  ' }))).toEqual(
      checkViolation('admin_debt_comments_content_not_blank'),
    );
    expect(await refusal(db.insert(tables.adminDebtComments).values({ ...values, cycleNumber: 0 }))).toEqual(
      checkViolation('admin_debt_comments_cycle_positive'),
    );
  });

  it('keep payment type names unique whatever their case, and one link per payment and type', async () => {
    expect(await refusal(db.insert(tables.paymentDescriptors).values({ name: 'наличные' }))).toEqual(
      uniqueViolation('payment_descriptors_name_lower_uq'),
    );
    const [link] = await db.select().from(tables.paymentDescriptorLinks).limit(1);
    expect(await refusal(db.insert(tables.paymentDescriptorLinks).values(link))).toEqual(uniqueViolation('payment_descriptor_links_pk'));
  });
});

describe('idempotency keys', () => {
  const row = (userId: string, key: string) => ({ userId, key, scope: 'POST /addPayment', requestHash: 'sha256:abc' });

  it('hold one row per user and key; the same key of another user is another row', async () => {
    await db.insert(tables.idempotencyKeys).values(row('1', '4f7c1a52-0d0e-4d49-9a51-2f1c1d3c9b10'));
    expect(await refusal(db.insert(tables.idempotencyKeys).values(row('1', '4f7c1a52-0d0e-4d49-9a51-2f1c1d3c9b10')))).toEqual(
      uniqueViolation('idempotency_keys_pk'),
    );
    await db.insert(tables.idempotencyKeys).values(row('2', '4f7c1a52-0d0e-4d49-9a51-2f1c1d3c9b10'));
    const rows = await db
      .select()
      .from(tables.idempotencyKeys)
      .where(eq(tables.idempotencyKeys.key, '4f7c1a52-0d0e-4d49-9a51-2f1c1d3c9b10'));
    expect(rows.map((entry) => entry.userId).sort()).toEqual(['1', '2']);
  });

  it('give a twin insert nothing with ON CONFLICT DO NOTHING, and refuse an empty or over-long key', async () => {
    await db.insert(tables.idempotencyKeys).values(row('1', 'twin'));
    const again = await db.insert(tables.idempotencyKeys).values(row('1', 'twin')).onConflictDoNothing().returning();
    expect(again).toEqual([]);
    expect(await refusal(db.insert(tables.idempotencyKeys).values(row('1', '')))).toEqual(
      checkViolation('idempotency_keys_key_length'),
    );
    expect(await refusal(db.insert(tables.idempotencyKeys).values(row('1', 'k'.repeat(256))))).toEqual(
      checkViolation('idempotency_keys_key_length'),
    );
  });
});

describe('the per-student lock of the duplicate check', () => {
  it('is taken inside the transaction and gone after it, on this engine', async () => {
    const { payment } = await aPayment();
    const advisory = (runner: Pick<Db, 'execute'>) =>
      queryRows<{ held: number }>(
        runner as Db,
        sql`select count(*)::int as held from pg_locks
          where locktype = 'advisory' and classid = ${tables.PAYMENT_STUDENT_LOCK} and objid = ${payment.studentId} and objsubid = 2`,
      );
    await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${tables.PAYMENT_STUDENT_LOCK}, ${payment.studentId})`);
      expect(await advisory(tx)).toEqual([{ held: 1 }]);
      // the duplicate check it guards: this student's live details of a subject and cycle
      const paid = await tx
        .select({ id: tables.paymentDetails.id })
        .from(tables.paymentDetails)
        .innerJoin(tables.payments, eq(tables.payments.id, tables.paymentDetails.paymentId))
        .where(and(eq(tables.payments.studentId, payment.studentId), isNull(tables.payments.voidedAt)));
      expect(paid.length).toBeGreaterThan(0);
    });
    expect(await advisory(db)).toEqual([{ held: 0 }]);
  });
});
