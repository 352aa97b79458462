import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  digestAnswerSchema,
  digestQuerySchema,
  FUTURE_DIGEST_DATE,
  NO_STORED_DIGEST,
  type DigestAnswer,
} from '../../resources/integrity-digest/api';
import { dayInTimeZone } from '../../resources/school-year';
import { BadRequestError, NotFoundError } from '../errors';
import { buildDigestLines, storedDigest } from '../services/integrity-digest';

const tags = ['Сервис'];

// GET integrity-digest (issue 23 part 3; docs/api-operations.md "Daily integrity digest"): owner and admin
// (read Service, like the error tables; a user without a role reads it as every read, core.md §6). Without a date, or with today's: the checks run now, so a fix shows at
// once, with what the 09:00 run recorded about its messages. A past date: the digest stored that day.
export const integrityDigestRoutes = async (app: FastifyInstance) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/integrity-digest',
    {
      config: { action: 'read', subject: 'Service' },
      schema: { tags, summary: 'Сводка проверок за день', querystring: digestQuerySchema, response: { 200: digestAnswerSchema } },
    },
    async (request): Promise<DigestAnswer> => {
      const today = dayInTimeZone(new Date(), app.config.tzCentre);
      const date = request.query.date ?? today;
      if (date > today) throw new BadRequestError(FUTURE_DIGEST_DATE);
      const stored = await storedDigest(app.db, date);
      if (date === today) {
        const lines = await buildDigestLines(app.db, today);
        return { date, today, source: 'live', builtAt: new Date().toISOString(), lines, delivery: stored?.delivery ?? [] };
      }
      if (!stored) throw new NotFoundError(NO_STORED_DIGEST);
      return { date, today, source: 'stored', builtAt: stored.builtAt.toISOString(), lines: stored.lines, delivery: stored.delivery };
    },
  );
};
