import { and, count, eq, getTableColumns, getTableName, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AnyResource } from '../../resources/define';
import { lowerUniqueIndexName } from '../db/schema/columns';
import type { TableMapping } from '../db/resource-tables';
import type { Tx } from '../db/types';
import { NotFoundError } from '../errors';
import { audit, checkBodyId, foreignKeyName, inTransaction, uniqueIndexName } from '../lib/write-context';
import { parseListQuery, type ListQuery } from '../lib/list-query';
import { idParams, rowSchema, writableFields, writeSchema, type WriteMode } from './crud-schema';

type Row = Record<string, unknown>;

const propertyOf = (table: PgTable, column: PgColumn) => {
  const entry = Object.entries(getTableColumns(table)).find(([, candidate]) => candidate === column);
  if (!entry) throw new Error(`column ${column.name} is not in ${getTableName(table)}`);
  return entry[0];
};

const uniqueIndexOf = (table: PgTable, column: PgColumn) => uniqueIndexName(table, lowerUniqueIndexName(getTableName(table), column.name));

// Registers the spec's messages for this table's constraints with the app's error handler.
const registerConstraintMessages = (app: FastifyInstance, declaration: AnyResource, mapping: TableMapping) => {
  for (const { name, field } of writableFields(declaration)) {
    const column = mapping.columns[name];
    if (!field.unique || !column) continue;
    if (!field.unique.caseInsensitive) throw new Error(`${declaration.name}.${name}: only case-insensitive uniqueness is mapped`);
    app.constraintMessages.set(uniqueIndexOf(mapping.table, column), field.unique.message);
  }
  for (const { column, message } of mapping.inUse ?? []) app.constraintMessages.set(foreignKeyName(column), message);
};

const routePath = (path: string) => `/${path.replace(/^\/+/, '')}`;

// Registers list, create, update and delete for one declaration (ARCHITECTURE §4: a reference list needs
// nothing but its declaration and its table). Every write runs in one transaction with its audit row.
export const registerCrud = (app: FastifyInstance, declaration: AnyResource, mapping: TableMapping) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { table, id } = mapping;
  const readFields: Record<string, PgColumn> = { [declaration.idField]: id, ...mapping.columns };
  const row = rowSchema(readFields);
  const permission = (action: 'read' | 'create' | 'update' | 'delete') => ({ action, subject: declaration.subject });
  const tags = [declaration.name];
  const scoped = (condition: SQL) => (mapping.where ? and(mapping.where, condition) : condition);

  registerConstraintMessages(app, declaration, mapping);

  const columnValues = (body: Row, mode: WriteMode) => {
    const values: Row = {};
    for (const { name, key, field } of writableFields(declaration)) {
      const column = mapping.columns[name];
      if (!column) continue;
      let value = body[key] ?? body[name];
      if (value === undefined && mode === 'create') value = field.defaultValue;
      if (value === undefined) continue;
      if (typeof value === 'string' && field.normalise) value = field.normalise(value);
      values[propertyOf(table, column)] = value;
    }
    return values;
  };

  const findRow = async (tx: Tx, rowId: number) => {
    const [found] = await tx.select(readFields).from(table).where(scoped(eq(id, rowId))).for('update');
    return found as Row | undefined;
  };

  api.get(
    routePath(declaration.api.list),
    {
      config: permission('read'),
      schema: {
        tags,
        summary: `${declaration.label.many}: список`,
        querystring: z.record(z.string(), z.union([z.string(), z.array(z.string())])),
        response: { 200: z.array(row) },
      },
    },
    async (request, reply) => {
      const query = parseListQuery(request.query as ListQuery, readFields, id);
      const where = mapping.where && query.where ? and(mapping.where, query.where) : (mapping.where ?? query.where);
      const [{ total }] = await app.db.select({ total: count() }).from(table).where(where);
      let select = app.db.select(readFields).from(table).where(where).orderBy(...query.orderBy).$dynamic();
      if (query.offset !== undefined) select = select.offset(query.offset);
      if (query.limit !== undefined) select = select.limit(query.limit);
      reply.header('x-total-count', String(total)).header('access-control-expose-headers', 'x-total-count');
      return (await select) as Row[];
    },
  );

  const { create, update, remove } = declaration.api;

  if (create) {
    api.post(
      routePath(create.path),
      {
        config: permission('create'),
        schema: { tags, summary: `${declaration.label.many}: добавить`, body: writeSchema(declaration, 'create'), response: { 201: row } },
      },
      async (request, reply) => {
        const values = columnValues(request.body as Row, 'create');
        const created = await inTransaction(app, request, async (context) => {
          const [inserted] = await context.tx.insert(table).values(values).returning(readFields);
          await audit(context, 'create', declaration.name, inserted[declaration.idField] as number, null, inserted);
          return inserted;
        });
        return reply.code(201).send(created);
      },
    );
  }

  if (update) {
    api.route({
      method: update.method === 'PUT' ? 'PUT' : 'PATCH',
      url: routePath(update.path),
      config: permission('update'),
      schema: {
        tags,
        summary: `${declaration.label.many}: изменить`,
        params: idParams,
        body: writeSchema(declaration, 'update'),
        response: { 200: row },
      },
      handler: async (request) => {
        const rowId = (request.params as z.infer<typeof idParams>).id;
        const body = request.body as Row;
        checkBodyId(body, ['id', declaration.idField], rowId);
        const values = columnValues(body, 'update');
        return inTransaction(app, request, async (context) => {
          const before = await findRow(context.tx, rowId);
          if (!before) throw new NotFoundError();
          if (Object.keys(values).length === 0) return before;
          const [after] = await context.tx.update(table).set(values).where(eq(id, rowId)).returning(readFields);
          await audit(context, 'update', declaration.name, rowId, before, after);
          return after;
        });
      },
    });
  }

  if (remove) {
    api.delete(
      routePath(remove.path),
      {
        config: permission('delete'),
        schema: { tags, summary: `${declaration.label.many}: удалить`, params: idParams, response: { 200: row } },
      },
      async (request) => {
        const rowId = request.params.id;
        return inTransaction(app, request, async (context) => {
          const before = await findRow(context.tx, rowId);
          if (!before) throw new NotFoundError();
          await context.tx.delete(table).where(eq(id, rowId));
          await audit(context, 'delete', declaration.name, rowId, before, null);
          return before;
        });
      },
    );
  }
};
