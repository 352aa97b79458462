import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dumpOpenPglite, PGLITE_BACKUP_FORMAT, pgliteBackupName } from '../db/online-backup';
import { BadRequestError } from '../errors';
import { audit, inTransaction } from '../lib/write-context';

export const BACKUP_FORMAT_REQUIRED = `Укажите формат резервной копии: ${PGLITE_BACKUP_FORMAT}`;
export const BACKUP_ON_POSTGRES =
  'Сервер работает на PostgreSQL: резервную копию делает pg_dump (npm run backup с DATABASE_URL этой базы).';

// The body only confirms what the caller expects back: a request without it (an empty probe) dumps nothing.
const backupBodySchema = z.object({ format: z.literal(PGLITE_BACKUP_FORMAT, { error: BACKUP_FORMAT_REQUIRED }) });

// Issue 24 item 3: a backup of the running embedded database. The server holds the PGlite folder, so `npm run backup`
// asks it here (owner only: a copy of everything, money and personal data). The request is written to the audit log
// first, in its own transaction, so the copy holds its own record; the archive is then sent as a stream.
export const backupRoutes = async (app: FastifyInstance) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/system/backup',
    {
      config: { action: 'manage', subject: 'Backup' },
      schema: { tags: ['system'], summary: 'Резервная копия работающей встроенной базы (PGlite), .tar.gz', body: backupBodySchema },
    },
    async (request, reply) => {
      const pglite = app.database.pglite;
      if (!pglite) throw new BadRequestError(BACKUP_ON_POSTGRES);
      const name = pgliteBackupName(new Date());
      await inTransaction(app, request, (context) => audit(context, 'backup', 'database', null, null, { file: name }));
      const archive = await dumpOpenPglite(pglite);
      request.log.info({ file: name, bytes: archive.size }, 'backup taken');
      return reply
        .type('application/gzip')
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('content-length', archive.size)
        .send(Readable.fromWeb(archive.stream() as Parameters<typeof Readable.fromWeb>[0]));
    },
  );
};
