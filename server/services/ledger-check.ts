import { sql, type SQL } from 'drizzle-orm';
import { toKopecks } from '../../resources/money/kopecks';
import { queryRows } from '../db/rows';
import type { Db, DbOrTx } from '../db/types';
import { loadDebtData } from './debtor-data';
import { debtorRows, debtorWithAmountRows } from './debtor-rows';
import { debtSums, isDebt, passed, recalculationSums } from './ledger-lists';
import { recalculationRows } from './recalculation-rows';

// The ledger's check (issue 22 part 3; npm run ledger:check and the oracle test): the kept state against a
// recomputation from history, to the kopeck. Two comparisons, each line of the answer one difference:
//  1. the kept rows against the rows ledger_refresh builds anew from every student's history (in a transaction
//     that is rolled back): a write that did not keep the state shows here;
//  2. what the three tabs read from the kept state (debts and their lessons passed, each student's debt, current
//     and next cycle price) against resources/money computing them from the whole history in code, as the tabs did
//     before issue 22: a rule the SQL gets wrong shows here.

const idArray = (studentIds: readonly number[]) => sql`${`{${studentIds.join(',')}}`}::int[]`;

// the kept rows of some students: what they paid per group and cycle, their cycles and their enrolments' prices
const keptRows = async (db: DbOrTx, studentIds: readonly number[]) => {
  const cycles = await queryRows<Record<string, unknown>>(
    db,
    sql`select student_id, class_id, cycle_number, marked, present, due_dates::text as due_dates, first_due::text as first_due, paid_lines
        from ledger_cycles where student_id = any(${idArray(studentIds)})`,
  );
  const prices = await queryRows<Record<string, unknown>>(
    db,
    sql`select student_id, class_id, price_kopecks::text as price from ledger_enrolments where student_id = any(${idArray(studentIds)})`,
  );
  const paid = await queryRows<Record<string, unknown>>(
    db,
    sql`select student_id, class_id, class_cycle, amount::text as amount, lines from ledger_paid where student_id = any(${idArray(studentIds)})`,
  );
  const rows = new Map<string, string>();
  for (const row of paid) rows.set(`оплачено ${row.student_id}/${row.class_id}/${row.class_cycle}`, JSON.stringify(row));
  for (const row of cycles) rows.set(`цикл ${row.student_id}/${row.class_id}/${row.cycle_number}`, JSON.stringify(row));
  for (const row of prices) rows.set(`цена ${row.student_id}/${row.class_id}`, JSON.stringify(row));
  return rows;
};

type Read = (tx: DbOrTx) => Promise<Map<string, string>>;

class Rebuilt extends Error {
  constructor(
    readonly before: Map<string, string>,
    readonly after: Map<string, string>,
  ) {
    super('rebuilt');
  }
}

// What `read` answers before and after `rebuild` runs, in one transaction that is then rolled back: the kept rows as
// they are and as history makes them, no write landing between the two reads and nothing of the rebuild staying.
export const keptAndRebuilt = async (db: Db, rebuild: SQL, read: Read) => {
  try {
    await db.transaction(async (tx) => {
      const before = await read(tx);
      await tx.execute(rebuild);
      throw new Rebuilt(before, await read(tx));
    });
  } catch (error) {
    if (error instanceof Rebuilt) return { kept: error.before, rebuilt: error.after };
    throw error;
  }
  throw new Error('unreachable');
};

export const compareMaps = (what: string, kept: Map<string, string>, expected: Map<string, string>) => {
  const lines: string[] = [];
  for (const [key, value] of expected) {
    const have = kept.get(key);
    if (have !== value) lines.push(`${what} ${key}: хранится ${have ?? 'нет строки'}, по истории ${value}`);
  }
  for (const [key, value] of kept) if (!expected.has(key)) lines.push(`${what} ${key}: хранится ${value}, по истории нет строки`);
  return lines;
};

const kopecksOf = (money: string) => toKopecks(money) ?? Number.NaN;

// Students are checked a batch at a time, each batch in its own short transaction with a turn of the event loop
// between: on PGlite every query shares one connection, and the daily digest runs this on the serving instance, so
// the users' requests go between the batches instead of waiting for the whole history (docs/operations.md).
export const LEDGER_CHECK_BATCH = 10;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

// The differences of some students only.
export const ledgerDifferencesOf = async (db: Db, today: string, studentIds: readonly number[]): Promise<string[]> => {
  const { kept, rebuilt } = await keptAndRebuilt(db, sql`select ledger_refresh(${idArray(studentIds)})`, (tx) => keptRows(tx, studentIds));
  const lines = compareMaps('хранимое состояние', kept, rebuilt);

  const history = await loadDebtData(db, { studentIds, withPayments: true });
  const keptDebts = await queryRows<{ student_id: number; class_id: number; cycle_number: number; passed: number }>(
    db,
    sql`select student_id, class_id, cycle_number, ${passed(today)} as passed from ledger_cycles lc
        where ${isDebt(today)} and lc.student_id = any(${idArray(studentIds)})`,
  );
  lines.push(
    ...compareMaps(
      'долг',
      new Map(keptDebts.map((row) => [`${row.student_id}-${row.class_id}-${row.cycle_number}`, `прошло ${row.passed}`])),
      new Map(debtorRows(history, today).map((row) => [row.debtId, `прошло ${row.numberOfLessonsPassed}`])),
    ),
  );
  lines.push(
    ...compareMaps(
      'сумма долга ученика',
      new Map((await debtSums(db, today, studentIds)).map((row) => [String(row.student_id), String(row.debt)])),
      new Map(debtorWithAmountRows(history, today).map((row) => [String(row.studentId), String(kopecksOf(row.totalDebt))])),
    ),
  );
  lines.push(
    ...compareMaps(
      'перерасчет ученика',
      new Map((await recalculationSums(db, today, studentIds)).map((row) => [String(row.student_id), `${row.current_price} → ${row.next_price}`])),
      new Map(
        recalculationRows(await loadDebtData(db, { studentIds, withPayments: false }), today).map((row) => [
          String(row.studentId),
          `${kopecksOf(row.currentCyclePrice)} → ${kopecksOf(row.nextCycleProjectedPrice)}`,
        ]),
      ),
    ),
  );
  return lines;
};

export const ledgerDifferences = async (db: Db, today: string, batchSize = LEDGER_CHECK_BATCH): Promise<string[]> => {
  const students = await queryRows<{ id: number }>(db, sql`select id from students order by id`);
  const lines: string[] = [];
  for (let start = 0; start < students.length; start += batchSize) {
    if (start > 0) await nextTurn();
    const batch = students.slice(start, start + batchSize).map((student) => student.id);
    lines.push(...(await ledgerDifferencesOf(db, today, batch)));
  }
  return lines;
};
