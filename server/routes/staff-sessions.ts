import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { inTransaction } from '../lib/write-context';
import { endStaffSessions } from '../services/staff-sessions';
import { idParams } from './crud-schema';

const endedSchema = z.object({ staffId: z.number(), sessionsValidAfter: z.string() });

// Issue 24 part 4: the owner signs a member of staff out of every session (manage Sessions: the owner alone). The
// member's sign-in account gets a cut-off: its access tokens issued until now are refused at once on this instance,
// within a second on another (server/auth/session-cutoffs.ts), and the provider's sessions, grants and refresh
// tokens are deleted, so the next refresh fails and the person signs in again.
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
      const ended = await inTransaction(app, request, (context) => endStaffSessions(context, id));
      // committed: from the next request on, this instance refuses the tokens issued before
      app.sessionCutoffs.noteEnded(ended.userId, ended.at);
      return { staffId: id, sessionsValidAfter: ended.at.toISOString() };
    },
  );
};
