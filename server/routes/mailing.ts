import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ANNOUNCEMENT_MESSAGES,
  announcementDeleteSchema,
  announcementDetailSchema,
  announcementRowSchema,
  deliveryRowSchema,
  deliverySettingsSchema,
  groupChatPatchSchema,
  groupChatRowSchema,
  recipientOptionSchema,
  templateRowSchema,
} from '../../resources/mailing';
import {
  groupChatMailingSchema,
  MAILING_MESSAGES,
  staffMailingSchema,
  studentsMailingSchema,
  templateCreateSchema,
  templatePatchSchema,
} from '../../resources/operations/mailing-form';
import { BadRequestError, ConflictError } from '../errors';
import { listQuerystring, parseInfoQuery, sendTotal } from '../lib/info-list';
import { inTransaction } from '../lib/write-context';
import {
  announcementDetail,
  announcementListSpec,
  classPeople,
  createAnnouncement,
  currentRecipients,
  deleteAnnouncement,
  deliveries,
  listAnnouncements,
  type RecipientKindPath,
} from '../services/mailing';
import { listGroupChats, updateGroupChat } from '../services/mailing-group-chats';
import { createTemplate, listTemplates, updateTemplate } from '../services/mailing-templates';
import { receiveMailingUpload } from '../services/mailing-uploads';

// /service/mailing (operations.md §2 "Mailing", guard manage Service) and /announcements/{id} (read Report):
// docs/api-operations.md "Mailing".
const read = { action: 'read', subject: 'Service' } as const;
const manage = { action: 'manage', subject: 'Service' } as const;
const report = { action: 'read', subject: 'Report' } as const;
const tags = ['Рассылки'];

const idRule = (message: string) => z.coerce.number({ error: message }).int(message).positive(message).max(2_147_483_647, message);
const announcementParams = z.object({ id: idRule(ANNOUNCEMENT_MESSAGES.badId) });
const templateParams = z.object({ id: idRule('Шаблон не найден') });
const chatParams = z.object({ id: idRule('Групповой чат не найден') });
const archivedQuery = z.strictObject({ isArchived: z.enum(['true', 'false'], { error: 'Параметр isArchived: true или false' }).optional() });
const flag = (value: 'true' | 'false' | undefined) => (value === undefined ? undefined : value === 'true');

// classIds=1,2 or classIds=1&classIds=2
const classIdsQuery = z.strictObject({
  classIds: z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((raw, context) => {
      const tokens = (Array.isArray(raw) ? raw : raw === undefined ? [] : [raw]).flatMap((value) => value.split(',')).map((token) => token.trim()).filter(Boolean);
      if (tokens.some((token) => !/^\d{1,10}$/.test(token) || Number(token) < 1 || Number(token) > 2_147_483_647)) {
        context.addIssue({ code: 'custom', message: ANNOUNCEMENT_MESSAGES.classesInvalid });
        return z.NEVER;
      }
      return [...new Set(tokens.map(Number))];
    }),
});

const idAnswer = z.object({ id: z.number().int() });
const kindPaths: RecipientKindPath[] = ['parents', 'students', 'staff', 'group-chats'];

// Nothing is queued silently: without a bot token a mailing cannot leave, so it is not taken (issue 11).
const requireTelegram = (app: FastifyInstance) => async () => {
  if (!app.config.telegram.botToken) throw new ConflictError(MAILING_MESSAGES.botNotConfigured);
};

// The text fields of the multipart form as the shared schema reads them.
const groupChatFields = (fields: Record<string, string[]>, filesCount: number) => {
  const first = (name: string) => fields[name]?.[0];
  const ids = (fields.groupChatIds ?? []).flatMap((value) => {
    const text = value.trim();
    if (text.startsWith('[')) {
      try {
        const parsed: unknown = JSON.parse(text);
        return Array.isArray(parsed) ? parsed : [text];
      } catch {
        return [text];
      }
    }
    return text
      .split(',')
      .map((token) => token.trim())
      .filter(Boolean)
      .map((token) => (/^\d+$/.test(token) ? Number(token) : token));
  });
  const template = first('messageTemplate')?.trim();
  return {
    messageText: first('messageText') ?? '',
    groupChatIds: fields.groupChatIds === undefined ? undefined : ids,
    sendDateTime: first('sendDateTime'),
    messageTemplate: !template || template === 'null' ? null : /^\d+$/.test(template) ? Number(template) : template,
    filesCount,
  };
};

const validationError = (issues: z.core.$ZodIssue[]) =>
  new BadRequestError(
    issues[0]?.message ?? MAILING_MESSAGES.textOrFiles,
    issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message })),
  );

export const mailingRoutes = async (app: FastifyInstance) => {
  await app.register(async (scope) => {
    // a context of its own: the multipart parser serves the group-chat form only
    if (!scope.hasRequestDecorator('parts')) await scope.register(multipart);
    const api = scope.withTypeProvider<ZodTypeProvider>();
    const telegramOn = requireTelegram(scope);

    api.get(
      '/announcements-controller/delivery-settings',
      { config: read, schema: { tags, summary: 'Настроена ли отправка в Telegram', response: { 200: deliverySettingsSchema } } },
      async () => ({ telegramConfigured: !!scope.config.telegram.botToken }),
    );

    api.get(
      '/announcements-controller/table',
      { config: read, schema: { tags, summary: 'Таблица рассылок', querystring: listQuerystring, response: { 200: z.array(announcementRowSchema) } } },
      async (request, reply) => {
        const { total, rows } = await listAnnouncements(scope.db, parseInfoQuery(request.query, announcementListSpec));
        sendTotal(reply, total);
        return rows;
      },
    );

    api.post(
      '/announcements-controller/new',
      { config: manage, preValidation: telegramOn, schema: { tags, summary: 'Рассылка ученикам и родителям', body: studentsMailingSchema, response: { 201: idAnswer } } },
      async (request, reply) => {
        const { messageText, sendDateTime, messageTemplate, ...audience } = request.body;
        const created = await inTransaction(scope, request, (context) =>
          createAnnouncement(context, { messageText, sendDateTime, messageTemplate, audience: { kind: 'classes', ...audience } }),
        );
        return reply.code(201).send(created);
      },
    );

    api.post(
      '/announcements-controller/staff/new',
      { config: manage, preValidation: telegramOn, schema: { tags, summary: 'Рассылка сотрудникам', body: staffMailingSchema, response: { 201: idAnswer } } },
      async (request, reply) => {
        const { messageText, sendDateTime, messageTemplate, staffIds } = request.body;
        const created = await inTransaction(scope, request, (context) =>
          createAnnouncement(context, { messageText, sendDateTime, messageTemplate, audience: { kind: 'staff', staffIds } }),
        );
        return reply.code(201).send(created);
      },
    );

    api.post(
      '/announcements-controller/groupChat/new',
      {
        config: manage,
        preValidation: telegramOn,
        schema: { tags, summary: 'Рассылка в групповые чаты (multipart: messageText, groupChatIds, sendDateTime, messageTemplate, images)', response: { 201: idAnswer } },
      },
      async (request: FastifyRequest, reply) => {
        const upload = await receiveMailingUpload(request, scope.config);
        try {
          const parsed = groupChatMailingSchema.safeParse(groupChatFields(upload.fields, upload.files.length));
          if (!parsed.success) throw validationError(parsed.error.issues);
          const { messageText, sendDateTime, messageTemplate, groupChatIds } = parsed.data;
          const created = await inTransaction(scope, request, (context) =>
            createAnnouncement(context, { messageText, sendDateTime, messageTemplate, audience: { kind: 'groupChats', groupChatIds } }, upload.files),
          );
          return reply.code(201).send(created);
        } catch (error) {
          await upload.discard();
          throw error;
        }
      },
    );

    api.post(
      '/announcements-controller/delete',
      { config: manage, schema: { tags, summary: 'Удалить рассылку', body: announcementDeleteSchema, response: { 200: idAnswer } } },
      async (request) => {
        const { announcementId, ...flags } = request.body;
        return inTransaction(scope, request, (context) => deleteAnnouncement(context, announcementId, flags));
      },
    );

    api.get(
      '/announcements-controller/templates-info',
      { config: read, schema: { tags, summary: 'Шаблоны рассылок', querystring: archivedQuery, response: { 200: z.array(templateRowSchema) } } },
      async (request) => listTemplates(scope.db, flag(request.query.isArchived)),
    );

    api.post(
      '/announcement-templates',
      { config: manage, schema: { tags, summary: 'Новый шаблон', body: templateCreateSchema, response: { 201: templateRowSchema } } },
      async (request, reply) => reply.code(201).send(await inTransaction(scope, request, (context) => createTemplate(context, request.body))),
    );

    api.patch(
      '/announcement-templates/:id',
      { config: manage, schema: { tags, summary: 'Изменить или архивировать шаблон', params: templateParams, body: templatePatchSchema, response: { 200: templateRowSchema } } },
      async (request) => {
        const { name, text, isArchived } = request.body;
        return inTransaction(scope, request, (context) => updateTemplate(context, request.params.id, { name, text, isArchived }));
      },
    );

    for (const kind of ['parents', 'students'] as const) {
      api.get(
        `/announcements-controller/${kind}`,
        { config: read, schema: { tags, summary: kind === 'parents' ? 'Родители учеников групп' : 'Ученики групп', querystring: classIdsQuery, response: { 200: z.array(recipientOptionSchema) } } },
        async (request) => classPeople(scope.db, request.query.classIds, kind),
      );
    }

    api.get(
      '/group-chats-info',
      { config: read, schema: { tags, summary: 'Групповые чаты', querystring: archivedQuery, response: { 200: z.array(groupChatRowSchema) } } },
      async (request) => listGroupChats(scope.db, flag(request.query.isArchived)),
    );

    api.patch(
      '/group-chats/:id',
      { config: manage, schema: { tags, summary: 'Изменить или архивировать групповой чат', params: chatParams, body: groupChatPatchSchema, response: { 200: groupChatRowSchema } } },
      async (request) => {
        const { id: _id, ...patch } = request.body;
        return inTransaction(scope, request, (context) => updateGroupChat(context, request.params.id, patch));
      },
    );

    api.get(
      '/announcements/:id',
      { config: report, schema: { tags, summary: 'Рассылка', params: announcementParams, response: { 200: announcementDetailSchema } } },
      async (request) => announcementDetail(scope.db, request.params.id),
    );

    for (const kind of kindPaths) {
      api.get(
        `/announcements-controller/:id/${kind}`,
        { config: report, schema: { tags, summary: 'Получатели рассылки, какими они были бы сейчас', params: announcementParams, response: { 200: z.array(recipientOptionSchema) } } },
        async (request) => currentRecipients(scope.db, request.params.id, kind),
      );
      api.get(
        `/announcements-controller/deliveries/:id/${kind}`,
        { config: report, schema: { tags, summary: 'Доставка рассылки по получателям', params: announcementParams, response: { 200: z.array(deliveryRowSchema) } } },
        async (request) => deliveries(scope.db, request.params.id, kind),
      );
    }
  });
};
