import { and, eq, getTableColumns, type SQL } from 'drizzle-orm';
import { isTable } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { AnyResource } from '../../resources/define';
import { CLIENT_STATUS_HAS_CLIENTS } from '../../resources/reference-lists';
import * as tables from './schema/index';

// How a declaration's read fields sit in the database.
export type TableMapping = {
  table: PgTable;
  id: PgColumn;
  columns: Record<string, PgColumn>; // read field name -> column, without the id field
  where?: SQL; // the rows this resource shows (e.g. the teachers among the staff)
  // foreign keys whose "still in use" refusal the spec words (a status with applications)
  inUse?: { column: PgColumn; message: string }[];
};

type Override = Partial<Pick<TableMapping, 'where' | 'inUse'>> & { table?: PgTable; columns?: Record<string, PgColumn> };

// Where a resource departs from the convention below. Everything else needs no entry here.
const overrides: Record<string, Override> = {
  'client-statuses': { inUse: [{ column: tables.clients.clientStatusId, message: CLIENT_STATUS_HAS_CLIENTS }] },
  // money.md §3 names four of its fields without the stem; archived staff leave the table (and the teachers)
  staff: {
    columns: {
      staffName: tables.staff.name,
      staffRole: tables.staff.role,
      staffPhoneNumber: tables.staff.phoneNumber,
      staffTelegramId: tables.staff.telegramId,
      staffBirthday: tables.staff.birthday,
      crmuser: tables.staff.crmUser,
      percentageRate: tables.staff.percentageRate,
      color: tables.staff.color,
      archived: tables.staff.archived,
    },
    where: eq(tables.staff.archived, false),
  },
  teachers: {
    table: tables.staff,
    columns: { teacherName: tables.staff.name },
    where: and(eq(tables.staff.role, 'Преподаватель'), eq(tables.staff.archived, false)),
  },
};

const camelCase = (name: string) => name.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());
const upperFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

// The convention: resource 'expense-types' lives in the schema's `expenseTypes` table; its id field
// 'expenseTypeId' is the column `id`, and every other column is read as the id field's stem and the column's
// name ('expenseTypeName' is `name`). An override names the table, the columns or the rows where it differs.
export const tableMappingOf = (declaration: AnyResource): TableMapping => {
  const override = overrides[declaration.name] ?? {};
  const found = override.table ?? (tables as Record<string, unknown>)[camelCase(declaration.name)];
  if (!found || !isTable(found)) throw new Error(`${declaration.name}: no table \`${camelCase(declaration.name)}\` in server/db/schema`);
  const table = found as PgTable;
  const { id, ...rest } = getTableColumns(table) as Record<string, PgColumn>;
  if (!id) throw new Error(`${declaration.name}: its table has no id column`);
  const stem = declaration.idField.replace(/Id$/, '');
  const columns =
    override.columns ?? Object.fromEntries(Object.entries(rest).map(([property, column]) => [`${stem}${upperFirst(property)}`, column]));
  const unmapped = Object.keys(declaration.fields).filter((field) => !columns[field]);
  if (unmapped.length > 0) throw new Error(`${declaration.name}: no column for ${unmapped.join(', ')}; add an override`);
  return { table, id, columns, where: override.where, inUse: override.inUse };
};
