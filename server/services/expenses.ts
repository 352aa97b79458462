import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import {
  EXPENSE_ARCHIVED,
  EXPENSE_GROUP_INVALID,
  EXPENSE_NOT_FOUND,
  EXPENSE_PAYMENT_TYPE_INVALID,
  EXPENSE_STAFF_INVALID,
  EXPENSE_TYPE_INVALID,
  type ExpenseCreateBody,
  type ExpenseRow,
  type ExpenseSummary,
  type ExpenseUpdateBody,
  type GroupWithTeacher,
} from '../../resources/expenses';
import { isCalendarDay } from '../../resources/field-rules';
import { expensePaymentTypes, expenses, expenseTypes, schoolClasses, staff } from '../db/schema/index';
import type { DbOrTx } from '../db/types';
import { BadRequestError, NotFoundError } from '../errors';
import { collated, type ListQuery } from '../lib/list-query';
import { searchIn, type InfoListQuery, type InfoListSpec } from '../lib/info-list';
import { audit, lockRow, type WriteContext } from '../lib/write-context';

// expense-info, POST expenses, PATCH expenses/{id} and the groups with their teachers (docs/api-money.md
// "Expenses (issue 9)"). Archived expenses are on no read and count nowhere.

const alive = eq(expenses.isArchived, false);
const moneyText = sql<string>`${expenses.totalAmount}::text`;

const rowFields = {
  expenseId: expenses.id,
  id: expenses.id,
  expenseDate: expenses.expenseDate,
  expenseTotalAmount: moneyText,
  expenseCycleNumber: expenses.cycleNumber,
  expenseTypeId: expenses.expenseTypeId,
  expenseTypeName: expenseTypes.name,
  expensePaymentTypeId: expenses.expensePaymentTypeId,
  expensePaymentTypeName: expensePaymentTypes.name,
  expenseStaffId: expenses.staffId,
  expenseStaffName: staff.name,
  expenseStaffSchoolClassId: expenses.schoolClassId,
  expenseSchoolClassName: schoolClasses.name,
  expenseComment: expenses.comment,
  paid: expenses.paid,
  isArchived: expenses.isArchived,
};

// Sorts by every column of the table; filters by the ids, the paid flag and the date (=, _gte, _lte).
export const expenseListSpec: InfoListSpec = {
  id: expenses.id,
  fields: {
    expenseId: expenses.id,
    expenseDate: expenses.expenseDate,
    expenseTotalAmount: expenses.totalAmount,
    expenseCycleNumber: expenses.cycleNumber,
    expenseTypeId: expenses.expenseTypeId,
    expensePaymentTypeId: expenses.expensePaymentTypeId,
    expenseStaffId: expenses.staffId,
    expenseStaffSchoolClassId: expenses.schoolClassId,
    paid: expenses.paid,
  },
  texts: {
    expenseTypeName: sql`${expenseTypes.name}`,
    expensePaymentTypeName: sql`${expensePaymentTypes.name}`,
    expenseStaffName: sql`coalesce(${staff.name}, '')`,
    expenseSchoolClassName: sql`coalesce(${schoolClasses.name}, '')`,
    expenseComment: sql`coalesce(${expenses.comment}, '')`,
  },
  // q: the comment, or the name of the type, payment type, employee or group (each table's own index)
  search: [
    expenses.comment,
    searchIn(expenses.expenseTypeId, expenseTypes, expenseTypes.id, [expenseTypes.name]),
    searchIn(expenses.expensePaymentTypeId, expensePaymentTypes, expensePaymentTypes.id, [expensePaymentTypes.name]),
    searchIn(expenses.staffId, staff, staff.id, [staff.name]),
    searchIn(expenses.schoolClassId, schoolClasses, schoolClasses.id, [schoolClasses.name]),
  ],
  sortOnly: ['expenseTotalAmount'],
  // newest first: expenses_expense_date_idx read backwards, a page at a time
  defaultOrder: [desc(expenses.expenseDate), desc(expenses.id)],
};

const DATE_KEYS = ['expenseDate', 'expenseDate_gte', 'expenseDate_lte'];
// name filters would need the joins in the count and the sum: the ids filter instead, and q searches the names
const NAME_FILTERS = ['expenseTypeName', 'expensePaymentTypeName', 'expenseStaffName', 'expenseSchoolClassName', 'expenseComment'];

export const checkExpenseListQuery = (query: ListQuery): ListQuery => {
  for (const [key, raw] of Object.entries(query)) {
    if (raw === undefined) continue;
    if (NAME_FILTERS.some((name) => key === name || key.startsWith(`${name}_`))) {
      throw new BadRequestError(`Фильтр по полю ${key} невозможен`);
    }
    if (!DATE_KEYS.includes(key)) continue;
    for (const value of Array.isArray(raw) ? raw : [raw]) {
      if (!isCalendarDay(value)) throw new BadRequestError(`Параметр ${key}: дата в виде ГГГГ-ММ-ДД`);
    }
  }
  return query;
};

// A request that names no page gets the first this many rows (x-total-count says how many there are).
export const MAX_EXPENSE_ROWS = 1000;

const withJoins = <Fields extends Record<string, unknown>>(db: DbOrTx, fields: Fields) =>
  db
    .select(fields as never)
    .from(expenses)
    .innerJoin(expenseTypes, eq(expenseTypes.id, expenses.expenseTypeId))
    .innerJoin(expensePaymentTypes, eq(expensePaymentTypes.id, expenses.expensePaymentTypeId))
    .leftJoin(staff, eq(staff.id, expenses.staffId))
    .leftJoin(schoolClasses, eq(schoolClasses.id, expenses.schoolClassId));

const whereOf = (query: Pick<InfoListQuery, 'where'>): SQL => (query.where ? and(alive, query.where)! : alive);

export const listExpenses = async (db: DbOrTx, query: InfoListQuery): Promise<{ rows: ExpenseRow[]; summary: ExpenseSummary }> => {
  const where = whereOf(query);
  const page = withJoins(db, rowFields)
    .where(where)
    .orderBy(...query.orderBy)
    .offset(query.offset ?? 0)
    .limit(Math.min(query.limit ?? MAX_EXPENSE_ROWS, MAX_EXPENSE_ROWS));
  const [rows, summary] = await Promise.all([page as unknown as Promise<ExpenseRow[]>, summarise(db, query)]);
  return { rows, summary };
};

// The number of expenses matching the filters and the sum of their amounts, to the kopeck (numeric in SQL).
export const summarise = async (db: DbOrTx, query: Pick<InfoListQuery, 'where'>): Promise<ExpenseSummary> => {
  const [row] = await db
    .select({ count: count(), totalAmount: sql<string>`coalesce(sum(${expenses.totalAmount}), 0)::numeric(14,2)::text` })
    .from(expenses)
    .where(whereOf(query));
  return { count: Number(row.count), totalAmount: row.totalAmount };
};

export const readExpense = async (db: DbOrTx, id: number): Promise<ExpenseRow> => {
  const [row] = (await withJoins(db, rowFields).where(eq(expenses.id, id))) as unknown as ExpenseRow[];
  if (!row) throw new NotFoundError(EXPENSE_NOT_FOUND);
  return row;
};

export const groupsWithTeacher = async (db: DbOrTx): Promise<GroupWithTeacher[]> =>
  db
    .select({
      schoolClassId: schoolClasses.id,
      schoolClassName: schoolClasses.name,
      teacherId: schoolClasses.staffId,
      teacherName: staff.name,
    })
    .from(schoolClasses)
    .leftJoin(staff, eq(staff.id, schoolClasses.staffId))
    .where(eq(schoolClasses.isArchived, false))
    .orderBy(asc(collated(schoolClasses.name)), asc(schoolClasses.id));

const exists = async (tx: DbOrTx, table: typeof expenseTypes | typeof expensePaymentTypes | typeof staff | typeof schoolClasses, id: number) => {
  const [row] = await tx.select({ id: table.id }).from(table).where(eq(table.id, id));
  return row !== undefined;
};

type References = { expenseTypeId?: number; expensePaymentTypeId?: number; staffId?: number | null; schoolClassId?: number | null };

// Every reference names a record that exists; the type's own words are the spec's ('Invalid expense type selected').
const checkReferences = async (tx: DbOrTx, references: References) => {
  const problems: string[] = [];
  if (references.expenseTypeId !== undefined && !(await exists(tx, expenseTypes, references.expenseTypeId))) problems.push(EXPENSE_TYPE_INVALID);
  if (references.expensePaymentTypeId !== undefined && !(await exists(tx, expensePaymentTypes, references.expensePaymentTypeId))) {
    problems.push(EXPENSE_PAYMENT_TYPE_INVALID);
  }
  if (references.staffId != null && !(await exists(tx, staff, references.staffId))) problems.push(EXPENSE_STAFF_INVALID);
  if (references.schoolClassId != null && !(await exists(tx, schoolClasses, references.schoolClassId))) problems.push(EXPENSE_GROUP_INVALID);
  if (problems.length > 0) throw new BadRequestError(problems.join(', '));
};

export const createExpense = async (context: WriteContext, body: ExpenseCreateBody): Promise<number> => {
  const values = {
    expenseDate: body.expenseDate,
    totalAmount: body.expenseTotalAmount,
    cycleNumber: body.expenseCycleNumber,
    expenseTypeId: body.expenseType,
    expensePaymentTypeId: body.expensePaymentType,
    staffId: body.staff,
    schoolClassId: body.schoolClass,
    comment: body.expenseComment ?? null,
    paid: body.isPaid,
    createdBy: context.actor.login || null,
  };
  await checkReferences(context.tx, values);
  const [row] = await context.tx.insert(expenses).values(values).returning();
  await audit(context, 'create', 'expenses', row.id, null, row);
  return row.id;
};

export const updateExpense = async (context: WriteContext, id: number, body: ExpenseUpdateBody): Promise<void> => {
  const before = await lockRow(context.tx, expenses, id);
  if (!before) throw new NotFoundError(EXPENSE_NOT_FOUND);
  // an archived expense counts nowhere; it is not edited back into the books (nor archived twice)
  if (before.isArchived) throw new BadRequestError(EXPENSE_ARCHIVED);
  const changes = Object.fromEntries(
    Object.entries({
      expenseDate: body.expenseDate,
      totalAmount: body.expenseTotalAmount,
      cycleNumber: body.expenseCycleNumber,
      expenseTypeId: body.expenseType,
      expensePaymentTypeId: body.expensePaymentType,
      staffId: body.staff,
      schoolClassId: body.schoolClass,
      comment: body.expenseComment,
      paid: body.isPaid,
      isArchived: body.isArchived,
    }).filter(([, value]) => value !== undefined),
  ) as Partial<typeof expenses.$inferInsert>;
  await checkReferences(context.tx, changes);
  const [after] = await context.tx
    .update(expenses)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(expenses.id, id))
    .returning();
  await audit(context, changes.isArchived ? 'archive' : 'update', 'expenses', id, before, after);
};

// the latest-dated expense (the autofill of a new row), archived ones aside
export const latestExpense = async (db: DbOrTx): Promise<ExpenseRow | null> => {
  const [row] = (await withJoins(db, rowFields)
    .where(alive)
    .orderBy(desc(expenses.expenseDate), desc(expenses.id))
    .limit(1)) as unknown as ExpenseRow[];
  return row ?? null;
};
