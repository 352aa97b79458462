import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { findResource, resources, type AnyResource, type FieldDeclaration } from '../../resources';
import { BadRequestError, HttpError } from '../errors';

// GET /api/export/<name>?<the list's query>&fields=a,b: every row the list shows with that query (all pages), the
// named columns in that order, as an .xlsx streamed to the browser. The rows come from the list's own route,
// called in process with the caller's token: its permissions, filters, search and sort are the export's.
const BATCH = 1000;
const MONEY_FORMAT = '#,##0.00 ₽'; // kopecks shown, as the money screens show them
const DATE_FORMAT = 'dd.mm.yyyy';
const exportQuerystring = z.record(z.string(), z.union([z.string(), z.array(z.string())]));

type Row = Record<string, unknown>;
type Query = Record<string, string | string[]>;

// the list's path, with the record's id where the path names one (a group's payments)
const listUrl = (declaration: AnyResource, query: URLSearchParams, id?: string) => {
  const search = query.toString();
  const path = id === undefined ? declaration.api.list : declaration.api.list.replace(':id', encodeURIComponent(id));
  return `/api/${path}${search ? `?${search}` : ''}`;
};

const readList = async (app: FastifyInstance, request: FastifyRequest, url: string) => {
  const response = await app.inject({ method: 'GET', url, headers: { authorization: request.headers.authorization ?? '' } });
  if (response.statusCode !== 200) {
    const message = (response.json() as { message?: string }).message ?? 'Не удалось прочитать список';
    throw new HttpError(response.statusCode, message);
  }
  return { rows: response.json() as Row[], total: Number(response.headers['x-total-count'] ?? Number.NaN) };
};

// The rows of the list in batches: a paged list (it answers X-Total-Count) page by page, a whole list at once.
async function* listRows(app: FastifyInstance, request: FastifyRequest, declaration: AnyResource, query: URLSearchParams, id?: string) {
  const first = new URLSearchParams(query);
  first.set('_start', '0');
  first.set('_end', String(BATCH));
  const paged = await app.inject({ method: 'GET', url: listUrl(declaration, first, id), headers: { authorization: request.headers.authorization ?? '' } });
  if (paged.statusCode !== 200 || paged.headers['x-total-count'] === undefined) {
    yield (await readList(app, request, listUrl(declaration, query, id))).rows;
    return;
  }
  const total = Number(paged.headers['x-total-count']);
  yield paged.json() as Row[];
  for (let start = BATCH; start < total; start += BATCH) {
    const page = new URLSearchParams(query);
    page.set('_start', String(start));
    page.set('_end', String(start + BATCH));
    yield (await readList(app, request, listUrl(declaration, page, id))).rows;
  }
}

// A whole list whose screen shows other rows (a tree, a report): its answer, read once with the rest of the query
// (a report's cycle, period or record), and the screen's search `q`.
const readShown = async (app: FastifyInstance, request: FastifyRequest, declaration: AnyResource, query: URLSearchParams, id?: string) => {
  const search = query.get('q') ?? '';
  if (query.getAll('q').length > 1) throw new BadRequestError('Параметр q указан несколько раз');
  const listQuery = new URLSearchParams(query);
  listQuery.delete('q');
  const { rows: answer } = await readList(app, request, listUrl(declaration, listQuery, id));
  return { answer: answer as unknown, search };
};

async function* once(rows: Row[]) {
  yield rows;
}

const moscowToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Moscow' }).format(new Date());

// id -> name of a referenced list (a lookup or a reference list), read once per export
const namesOf = async (app: FastifyInstance, request: FastifyRequest, target: string | undefined) => {
  const declaration = target ? findResource(target) : undefined;
  const names = new Map<unknown, string>();
  if (!declaration) return names;
  const nameField = Object.entries(declaration.fields).find(([, field]) => field?.kind === 'text')?.[0];
  if (!nameField) return names;
  const { rows } = await readList(app, request, listUrl(declaration, new URLSearchParams())).catch(() => ({ rows: [] as Row[] }));
  for (const row of rows) names.set(row[declaration.idField], String(row[nameField] ?? ''));
  return names;
};

const itemText = (item: unknown, names: Map<unknown, string>) =>
  item && typeof item === 'object' ? String(Object.values(item).find((value) => typeof value === 'string') ?? '') : (names.get(item) ?? String(item));

const cellValue = (field: FieldDeclaration, value: unknown, names: Map<unknown, string>): ExcelJS.CellValue => {
  if (value === null || value === undefined || value === '') return null;
  switch (field.kind) {
    case 'money':
    case 'number':
      return Number.isFinite(Number(value)) ? Number(value) : String(value);
    case 'date': {
      const day = /^(\d{4})-(\d{2})-(\d{2})/.exec(String(value));
      return day ? new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3]))) : String(value);
    }
    case 'boolean':
      return value ? 'Да' : 'Нет';
    case 'enum':
      return field.options?.[String(value)] ?? String(value);
    case 'reference':
      return itemText(value, names);
    case 'multiReference':
      return (Array.isArray(value) ? value : [value]).map((item) => itemText(item, names)).join(', ');
    default:
      return typeof value === 'object' ? JSON.stringify(value) : String(value);
  }
};

// a field's value, under its name or a dotted path into the row (declared as `readFrom`)
const valueIn = (row: Row, path: string): unknown =>
  path.split('.').reduce<unknown>((value, key) => (value && typeof value === 'object' && Object.hasOwn(value, key) ? (value as Row)[key] : undefined), row);

const chosenFields = (declared: Record<string, FieldDeclaration | undefined>, requested: string | string[] | undefined) => {
  const names = typeof requested === 'string' && requested.trim() !== ''
    ? requested.split(',').map((name) => name.trim())
    : Object.keys(declared).filter((name) => declared[name]?.column?.visible !== false);
  if (Array.isArray(requested)) throw new BadRequestError('Параметр fields указан несколько раз');
  return names.map((name) => {
    const field = Object.hasOwn(declared, name) ? declared[name] : undefined;
    if (!field) throw new BadRequestError(`Неизвестное поле для выгрузки: ${name}`);
    return { name, field };
  });
};

const attachment = (title: string) => `attachment; filename*=UTF-8''${encodeURIComponent(`${title}.xlsx`)}`;

// GET export/<name>, or export/<name>/{id} where the list's path names a record (a group's payments)
const registerExport = (api: FastifyInstance, declaration: AnyResource) => {
  const byRecord = declaration.api.list.includes(':id');
  api.get<{ Querystring: Query; Params: { id?: string } }>(
    `/export/${declaration.name}${byRecord ? '/:id' : ''}`,
    {
      config: { action: 'read', subject: declaration.subject, sampleQuery: declaration.sampleQuery },
      schema: { tags: ['Выгрузка'], summary: `Выгрузка в Excel: ${declaration.label.many}`, querystring: exportQuerystring },
    },
    async (request, reply) => {
      const { fields: requested, ...listQuery } = request.query;
      const query = new URLSearchParams();
      for (const [key, value] of Object.entries(listQuery)) for (const item of [value].flat()) query.append(key, item);
      const id = byRecord ? request.params.id : undefined;
      // a refused or bad query answers here, before any byte is sent
      let columns = declaration.exportColumns ? [] : chosenFields(declaration.fields, requested);
      let batches: AsyncGenerator<Row[]>;
      if (declaration.exportRows) {
        const { answer, search } = await readShown(api, request, declaration, query, id);
        if (declaration.exportColumns) columns = chosenFields(declaration.exportColumns(answer), requested);
        batches = once(declaration.exportRows(answer, search, moscowToday()));
      } else {
        batches = listRows(api, request, declaration, query, id);
      }
      const firstBatch = await batches.next();
      const names = await Promise.all(columns.map(({ field }) => (field.kind.endsWith('eference') ? namesOf(api, request, field.target) : new Map())));

      const stream = new PassThrough();
      const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true });
      const sheet = workbook.addWorksheet(declaration.label.many.slice(0, 31));
      sheet.columns = columns.map(({ name, field }) => ({
        header: field.label,
        key: name,
        width: Math.max(12, Math.round((field.column?.width ?? 140) / 7)),
        style: field.kind === 'money' ? { numFmt: MONEY_FORMAT } : field.kind === 'date' ? { numFmt: DATE_FORMAT } : {},
      }));
      sheet.getRow(1).font = { bold: true };
      sheet.getRow(1).commit();
      void (async () => {
        try {
          const write = (rows: Row[]) => {
            for (const row of rows) {
              sheet.addRow(columns.map(({ name, field }, index) => cellValue(field, valueIn(row, field.readFrom ?? name), names[index]))).commit();
            }
          };
          if (!firstBatch.done) write(firstBatch.value);
          for await (const rows of batches) write(rows);
          sheet.commit();
          await workbook.commit();
        } catch (error) {
          request.log.error({ err: error }, 'export failed while streaming');
          stream.destroy(error as Error);
        }
      })();
      return reply
        .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', attachment(declaration.label.many))
        .send(stream);
    },
  );
};

export const resourceExportRoutes = async (api: FastifyInstance) => {
  // a list whose path names a record other than by ':id' has no export
  const exported = resources.filter(
    (declaration) => declaration.exported !== false && !declaration.api.list.replace(':id', '').includes(':'),
  );
  for (const declaration of exported) registerExport(api, declaration);
};
