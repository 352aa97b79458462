import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { noUpdateErrorSchema, sheetsSettingsSchema, studentNotFoundErrorSchema, wrongCycleErrorSchema } from '../../resources/sheet-errors';
import { sendTotal } from '../lib/info-list';
import { listNoUpdateErrors, listStudentNotFoundErrors, listWrongCycleErrors } from '../services/sheet-sync-errors';
import { readServiceAccount } from '../sheets/service-account';

const tags = ['Гугл-таблицы'];
const readService = { action: 'read', subject: 'Service' } as const;

// docs/api-operations.md "Spreadsheet reports and error tables": the three error tables (operations.md §7 Others)
// and whether reports are configured here (the refresh buttons say why they are off).
export const sheetRoutes = async (app: FastifyInstance) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/sheets/settings',
    {
      config: { action: 'read', subject: 'TeacherSheet' },
      schema: { tags, summary: 'Настроены ли отчеты в гугл-таблицах', response: { 200: sheetsSettingsSchema } },
    },
    async () => {
      const settings = readServiceAccount(app.config.sheets.serviceAccountJson);
      return settings.configured
        ? { configured: true, message: null, serviceAccountEmail: settings.account.clientEmail }
        : { configured: false, message: settings.reason, serviceAccountEmail: null };
    },
  );

  const list = <Row>(path: string, summary: string, schema: z.ZodType<Row>, read: (db: typeof app.db) => Promise<Row[]>) =>
    api.get(`/${path}`, { config: readService, schema: { tags, summary, response: { 200: z.array(schema) } } }, async (_request, reply) => {
      const rows = await read(app.db);
      sendTotal(reply, rows.length);
      return rows;
    });

  list('no-updates-error-info', 'Группы, чьи таблицы не обновлены за прошедшие уроки', noUpdateErrorSchema, listNoUpdateErrors);
  list('student-not-found-error-info', 'Ученики из таблиц, которых нет в группе', studentNotFoundErrorSchema, listStudentNotFoundErrors);
  list('wrong-cycle-error-info', 'Таблицы с неверным номером цикла', wrongCycleErrorSchema, listWrongCycleErrors);
};
