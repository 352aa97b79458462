import { and, eq, getTableColumns, isTable, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { AnyResource } from '../../resources/define';
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

const camelCase = (name: string) => name.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());
const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

const tableNamed = (name: string, resource: string): PgTable => {
  const found = (tables as Record<string, unknown>)[name];
  if (!found || !isTable(found)) throw new Error(`${resource}: no table \`${name}\` in server/db/schema`);
  return found as PgTable;
};

const columnOf = (table: PgTable, property: string, where: string): PgColumn => {
  const column = (getTableColumns(table) as Record<string, PgColumn>)[property];
  if (!column) throw new Error(`${where}: its table has no column \`${property}\``);
  return column;
};

// The convention, with the declaration's own words where it departs from it: resource 'expense-types' lives in
// the schema's `expenseTypes` table (`database.table` names another) and its id field is the column `id`. Each
// field is the column its `dbColumn` names, or the column of its own name, or of its name without the id field's
// stem ('expenseTypeName' is `name`). `database.rows` keeps the rows it shows, `database.inUse` words a refusal.
export const tableMappingOf = (declaration: AnyResource): TableMapping => {
  const { database = {} } = declaration;
  const table = tableNamed(database.table ?? camelCase(declaration.name), declaration.name);
  const { id, ...rest } = getTableColumns(table) as Record<string, PgColumn>;
  if (!id) throw new Error(`${declaration.name}: its table has no id column`);
  const stem = declaration.idField.replace(/Id$/, '');
  const columns: Record<string, PgColumn> = {};
  const unmapped: string[] = [];
  for (const [name, field] of Object.entries(declaration.fields)) {
    const withoutStem = name.startsWith(stem) ? lowerFirst(name.slice(stem.length)) : undefined;
    const property = field?.dbColumn ?? [name, withoutStem].find((candidate) => candidate !== undefined && candidate in rest);
    if (property === undefined) unmapped.push(name);
    else columns[name] = columnOf(table, property, `${declaration.name}.${name}`);
  }
  if (unmapped.length > 0) throw new Error(`${declaration.name}: no column for ${unmapped.join(', ')}; name it with the field's dbColumn`);
  const conditions = Object.entries(database.rows ?? {}).map(([property, value]) => eq(columnOf(table, property, declaration.name), value));
  const inUse = database.inUse?.map(({ table: other, column, message }) => ({
    column: columnOf(tableNamed(other, declaration.name), column, declaration.name),
    message,
  }));
  return { table, id, columns, where: conditions.length > 0 ? and(...conditions) : undefined, inUse };
};
