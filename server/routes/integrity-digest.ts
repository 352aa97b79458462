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
import { withStoredLedgerLine } from '../../resources/integrity-digest/digest';
import { buildDigestLines, latestStoredDigest, storedDigest } from '../services/integrity-digest';

const tags = ['Сервис'];

// GET integrity-digest (issue 23 part 3; docs/api-operations.md "Daily integrity digest"): owner and admin
// (read Service, like the error tables; a user without a role reads it as every read, core.md §6). Without a date,
// or with today's: the checks run now, so a fix shows at once, with what the 09:00 run recorded about its messages;
// the ledger line, the one check that reads the whole history, is the last stored digest's (today's from 09:00 on,
// yesterday's before), so a read costs the cheap checks alone; only a centre that never stored a digest has it
// checked now. ledgerCheckedAt says when it ran. A past date: the digest stored that day.
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
        const builtAt = new Date().toISOString();
        const delivery = stored?.delivery ?? [];
        const latest = stored ?? (await latestStoredDigest(app.db, today));
        if (!latest) return { date, today, source: 'live', builtAt, ledgerCheckedAt: builtAt, lines: await buildDigestLines(app.db, today), delivery };
        const lines = withStoredLedgerLine(await buildDigestLines(app.db, today, { ledger: false }), latest.lines);
        return { date, today, source: 'live', builtAt, ledgerCheckedAt: latest.builtAt.toISOString(), lines, delivery };
      }
      if (!stored) throw new NotFoundError(NO_STORED_DIGEST);
      const builtAt = stored.builtAt.toISOString();
      return { date, today, source: 'stored', builtAt, ledgerCheckedAt: builtAt, lines: stored.lines, delivery: stored.delivery };
    },
  );
};
