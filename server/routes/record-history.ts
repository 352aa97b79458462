import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { historyRowSchema, recordHistory } from '../../resources/record-history';
import { BadRequestError } from '../errors';
import { sendTotal } from '../lib/info-list';
import { single } from '../lib/list-query';
import { parseHistoryKey, readRecordHistory } from '../services/record-history';

const querystring = z
  .object({
    entity: z.union([z.string(), z.array(z.string())]).optional(),
    recordId: z.union([z.string(), z.array(z.string())]).optional(),
    _start: z.union([z.string(), z.array(z.string())]).optional(),
    _end: z.union([z.string(), z.array(z.string())]).optional(),
  })
  .strict();

const bound = (key: string, raw: string | string[] | undefined) => {
  if (raw === undefined) return undefined;
  const text = single(key, raw);
  if (!/^\d{1,9}$/.test(text)) throw new BadRequestError(`Параметр ${key} должен быть неотрицательным целым числом`);
  return Number(text);
};

// GET /record-history?entity=students&recordId=5&_start=0&_end=20 (issue 23 part 4): one record's writes, newest
// first, paged (x-total-count). The owner and the administrator read it (subject History, resources/record-history).
export const recordHistoryRoutes = async (app: FastifyInstance) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    `/${recordHistory.api.list}`,
    {
      config: { action: 'read', subject: recordHistory.subject, sampleQuery: recordHistory.sampleQuery },
      schema: { tags: ['История изменений'], summary: 'История изменений записи', querystring, response: { 200: z.array(historyRowSchema) } },
    },
    async (request, reply) => {
      const { entity, recordId, _start, _end } = request.query;
      const key = parseHistoryKey(entity === undefined ? undefined : single('entity', entity), recordId === undefined ? undefined : single('recordId', recordId));
      const start = bound('_start', _start);
      const end = bound('_end', _end);
      if (start !== undefined && end !== undefined && end < start) throw new BadRequestError('Параметр _end не может быть меньше _start');
      const page = { offset: start, limit: end === undefined ? undefined : end - (start ?? 0) };
      const { total, rows } = await readRecordHistory(app.db, key, page, app.config.tzCentre);
      sendTotal(reply, total);
      return rows;
    },
  );
};
