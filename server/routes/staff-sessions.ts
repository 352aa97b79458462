import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { endUserSessions } from '../auth/session-cutoffs';
import { staff } from '../db/schema/index';
import { HttpError, NotFoundError } from '../errors';
import { audit, inTransaction, lockRow } from '../lib/write-context';
import { idParams } from './crud-schema';

export const STAFF_NOT_FOUND = 'Сотрудник не найден';
export const STAFF_WITHOUT_ACCOUNT = 'У сотрудника нет учётной записи для входа';

const endedSchema = z.object({ staffId: z.number(), sessionsValidAfter: z.string() });

// Issue 24 part 4: the owner signs a member of staff out of every session (manage Sessions: the owner alone). The
// staff row's sign-in account (staff.user_id) gets a cut-off: its access tokens issued until now are refused at
// once on this instance, within a second on another (server/auth/session-cutoffs.ts), and the provider's sessions,
// grants and refresh tokens are deleted, so the next refresh fails and the person signs in again.
export const staffSessionRoutes = async (app: FastifyInstance) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/staff/:id/end-sessions',
    {
      config: { action: 'manage', subject: 'Sessions' },
      schema: { tags: ['Сотрудники'], summary: 'Завершить все сеансы сотрудника', params: idParams, response: { 200: endedSchema } },
    },
    async (request) => {
      const { id } = request.params;
      const ended = await inTransaction(app, request, async (context) => {
        const member = await lockRow(context.tx, staff, id);
        if (!member) throw new NotFoundError(STAFF_NOT_FOUND);
        if (member.userId === null) throw new HttpError(422, STAFF_WITHOUT_ACCOUNT);
        const at = await endUserSessions(context.tx, member.userId);
        await audit(context, 'end-sessions', 'staff', id, null, { userId: member.userId, sessionsValidAfter: at.toISOString() });
        return { userId: member.userId, at };
      });
      // committed: this instance refuses the old tokens from the next request on
      app.sessionCutoffs.noteEnded(ended.userId, ended.at);
      return { staffId: id, sessionsValidAfter: ended.at.toISOString() };
    },
  );
};
