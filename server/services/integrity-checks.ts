import { sql, type SQL } from 'drizzle-orm';
import { toKopecks } from '../../resources/money/kopecks';
import { ITEMS_PER_LINE, type CashDayFinding, type IntegrityFindings, type SheetErrorKind } from '../../resources/integrity-digest/digest';
import { previousDay } from '../../resources/integrity-digest/schedule';
import { queryRows } from '../db/rows';
import type { Db } from '../db/types';
import { collated } from '../lib/list-query';
import { cashStatistics } from './cash-desk';
import { ledgerDifferences } from './ledger-check';
import { isDebt } from './ledger-lists';

// The checks of the daily integrity digest (issue 23 part 3; docs/operations.md "Daily integrity digest"). Each
// list check is one count and one page of ITEMS_PER_LINE rows; only the ledger check (the same as
// `npm run ledger:check`) reads the whole history, which is its point.

type Listed<Row> = { count: number; items: Row[] };

// `from` is the whole FROM … WHERE of the check; its first rows in `order` and how many there are
const listed = async <Row>(db: Db, select: SQL, from: SQL, order: SQL): Promise<Listed<Row>> => {
  const items = await queryRows<Row>(db, sql`select ${select} ${from} order by ${order} limit ${ITEMS_PER_LINE}`);
  const [{ count }] = await queryRows<{ count: number }>(db, sql`select count(*)::int as count ${from}`);
  return { count, items };
};

// yesterday's cash day: left open, closed with a difference, or its rows changed after the close
export const cashDayFinding = async (db: Db, today: string): Promise<CashDayFinding> => {
  const date = previousDay(today);
  const [record] = await queryRows<{ end_amount: string | null; calculated_end_at_close: string | null; closed_at: unknown }>(
    db,
    sql`select end_amount::text, calculated_end_at_close::text, closed_at from daily_change_records where record_date = ${date}::date`,
  );
  if (!record) return { date, state: 'none' };
  if (record.closed_at === null) return { date, state: 'open' };
  const counted = toKopecks(record.end_amount) ?? 0;
  const atClose = toKopecks(record.calculated_end_at_close);
  if (atClose !== null && counted !== atClose) return { date, state: 'difference', differenceKopecks: counted - atClose };
  const now = toKopecks((await cashStatistics(db, date, today, {})).deskCalculatedEndAmount) ?? counted;
  return now === counted ? { date, state: 'closed' } : { date, state: 'changedAfterClose', differenceKopecks: now - counted };
};

const paymentsWithoutLines = (db: Db) =>
  listed<{ paymentId: number; paymentDate: string; studentId: number; studentName: string }>(
    db,
    sql`p.id as "paymentId", p.payment_date::text as "paymentDate", p.student_id as "studentId", s.name as "studentName"`,
    sql`from payments p join students s on s.id = p.student_id
        where p.voided_at is null and not exists (select 1 from payment_details d where d.payment_id = p.id)`,
    sql`p.payment_date desc, p.id desc`,
  );

// an active student whose parent is missing or has neither a phone nor a Telegram id
const studentsWithoutParentContact = (db: Db) =>
  listed<{ id: number; name: string }>(
    db,
    sql`s.id, s.name`,
    sql`from students s left join parents p on p.id = s.parent_id
        where not s.is_archived and coalesce(nullif(trim(p.phone_number), ''), nullif(trim(p.telegram_id), '')) is null`,
    sql`${collated(sql`s.name`)}, s.id`,
  );

const groupsWithoutSchedule = (db: Db) =>
  listed<{ id: number; name: string }>(
    db,
    sql`c.id, c.name`,
    sql`from school_classes c where not c.is_archived and not exists (select 1 from class_schedules cs where cs.school_class_id = c.id)`,
    sql`${collated(sql`c.name`)}, c.id`,
  );

// every group names a teacher (staff_id is required): a group is without one when that teacher has left (archived)
const groupsWithoutTeacher = (db: Db) =>
  listed<{ id: number; name: string; teacherName: string }>(
    db,
    sql`c.id, c.name, t.name as "teacherName"`,
    sql`from school_classes c join staff t on t.id = c.staff_id where not c.is_archived and t.archived`,
    sql`${collated(sql`c.name`)}, c.id`,
  );

// from the kept ledger (docs/money.md §15): students with two or more debt cycles, most first
const studentsUnpaidCycles = (db: Db, today: string) =>
  listed<{ id: number; name: string; cycles: number }>(
    db,
    sql`d.id, d.name, d.cycles`,
    sql`from (select s.id, s.name, count(*)::int as cycles from ledger_cycles lc join students s on s.id = lc.student_id
              where ${isDebt(today)} group by s.id, s.name having count(*) >= 2) d`,
    sql`d.cycles desc, ${collated(sql`d.name`)}, d.id`,
  );

const sheetSyncErrors = async (db: Db) => {
  const rows = await queryRows<{ kind: SheetErrorKind; count: number }>(db, sql`select kind, count(*)::int as count from sheet_sync_errors group by kind`);
  const counts: Record<SheetErrorKind, number> = { NO_UPDATE: 0, STUDENT_NOT_FOUND: 0, WRONG_CYCLE: 0 };
  for (const row of rows) counts[row.kind] = row.count;
  return counts;
};

// One after the other: on PGlite every query shares one connection anyway, and on PostgreSQL the digest is not
// worth several of the pool's connections at once. `ledger: false` leaves out the one check that reads the whole
// history (a read of today's page takes its ledger line from the last stored digest instead).
export const integrityFindings = async (db: Db, today: string, { ledger = true } = {}): Promise<IntegrityFindings> => ({
  ledgerDifferences: ledger ? await ledgerDifferences(db, today) : [],
  cashDay: await cashDayFinding(db, today),
  paymentsWithoutLines: await paymentsWithoutLines(db),
  studentsWithoutParentContact: await studentsWithoutParentContact(db),
  groupsWithoutSchedule: await groupsWithoutSchedule(db),
  groupsWithoutTeacher: await groupsWithoutTeacher(db),
  studentsUnpaidCycles: await studentsUnpaidCycles(db, today),
  sheetSyncErrors: await sheetSyncErrors(db),
});
