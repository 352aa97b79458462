import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { botMessageRowSchema, botMessageTexts, updateBotMessageBodySchema } from '../../resources/bot-messages';
import { sendTotal } from '../lib/info-list';
import { checkBodyId, inTransaction } from '../lib/write-context';
import { findBotMessage, listBotMessages, updateBotMessage } from '../services/bot-messages';
import { idParams } from './crud-schema';

// /mix/bot-messages (operations.md §2, §6: manage Service): the texts the Telegram bot says. Reads ask read
// Service, the write manage Service (the owner and the admin). docs/api-operations.md "Bot messages".
const read = { action: 'read', subject: 'Service' } as const;
const manage = { action: 'manage', subject: 'Service' } as const;
const tags = ['Сообщения бота'];

export const botMessageRoutes = async (api: FastifyInstance) => {
  const app = api.withTypeProvider<ZodTypeProvider>();
  // the database backs the lookup's uniqueness; the service says it first, in these words
  api.constraintMessages.set('bot_messages_type_reader_uq', botMessageTexts.duplicate);

  app.get(
    '/bot-messages-info',
    { config: read, schema: { tags, summary: 'Сообщения бота', response: { 200: z.array(botMessageRowSchema) } } },
    async (_request, reply) => {
      const rows = await listBotMessages(api.db);
      sendTotal(reply, rows.length);
      return rows;
    },
  );

  // the screen's edit form reads the row it edits (Refine's useForm)
  app.get(
    '/bot-messages/:id',
    { config: read, schema: { tags, summary: 'Сообщение бота', params: idParams, response: { 200: botMessageRowSchema } } },
    async (request) => findBotMessage(api.db, request.params.id),
  );

  app.patch(
    '/bot-messages/:id',
    {
      config: manage,
      schema: { tags, summary: 'Изменить сообщение бота', params: idParams, body: updateBotMessageBodySchema, response: { 200: botMessageRowSchema } },
    },
    async (request) => {
      checkBodyId(request.body, ['id', 'botMessageId'], request.params.id);
      return inTransaction(api, request, (context) => updateBotMessage(context, request.params.id, request.body));
    },
  );
};
