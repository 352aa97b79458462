import middie from '@fastify/middie';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/types';
import { loadSigningKeys } from '../keys';
import { deleteExpiredPayloads } from './adapter';
import { contentSecurityPolicy } from './html';
import { interactionRoutes } from './interaction-routes';
import { buildProvider } from './provider';
import { clientOrigins, idpPrefix, readIdpSettings, type IdpConfig, type IdpSettings } from './settings';

export type { IdpConfig, IdpSettings } from './settings';

export type RegisterIdpOptions = { config: IdpConfig; database: Database; settings?: IdpSettings };

// Paths under /idp that Fastify serves itself; the provider answers Koa's 404 for anything it does not own.
const fastifyOwned = (url: string) => url.startsWith('/interaction/') || url.startsWith('/assets/');

const hourMs = 60 * 60 * 1000;

// The embedded OpenID Connect provider at /idp (ARCHITECTURE §5, notes/identity.md). Call it on the root instance:
// the provider's own paths have no Fastify route, so its middleware must sit where 404s are handled.
export const registerIdp = async (app: FastifyInstance, { config, database, ...options }: RegisterIdpOptions) => {
  const { db } = database;
  const settings = options.settings ?? { ...readIdpSettings(), lockout: config.loginLockout };
  const origins = clientOrigins(config);
  const provider = buildProvider({ config, db, settings, keys: await loadSigningKeys(db), origins, log: app.log });

  await deleteExpiredPayloads(db);
  const sweeper = setInterval(() => {
    deleteExpiredPayloads(db).catch((error: unknown) => app.log.warn({ err: error }, 'oidc: не удалось удалить истёкшие записи'));
  }, hourMs).unref();
  app.addHook('onClose', async () => clearInterval(sweeper));

  if (!app.hasDecorator('use')) await app.register(middie);
  const handle = provider.callback();
  app.use(idpPrefix, (req, res, next) => (fastifyOwned(req.url ?? '') ? next() : void handle(req, res)));

  await app.register(interactionRoutes, {
    prefix: idpPrefix,
    provider,
    db,
    settings,
    csp: contentSecurityPolicy(origins),
    appUrl: new URL('/', config.publicUrl).href,
  });
};
