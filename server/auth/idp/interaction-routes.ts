import { readFileSync } from 'node:fs';
import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errors, type Interaction, type Provider } from 'oidc-provider';
import type { Db } from '../../db/types';
import { encodeOnce, sendEncoded } from '../../lib/encoded-body';
import { authenticate, type SignInOutcome } from './authenticate';
import { createLockout } from './lockout';
import { loginMessages, renderLoginPage } from './login-page';
import { idpPrefix, type IdpSettings } from './settings';

export type InteractionRoutesOptions = {
  provider: Provider;
  db: Db;
  settings: IdpSettings;
  csp: string;
  appUrl: string;
};

type UidParams = { Params: { uid: string } };
type LoginRequest = UidParams & { Body: { login?: unknown; password?: unknown } };

// read and compressed once: the sign-in page asks for them on every visit
const asset = (name: string) => encodeOnce(readFileSync(new URL(`./assets/${name}`, import.meta.url)));

const loginAction = (uid: string) => `${idpPrefix}/interaction/${encodeURIComponent(uid)}/login`;

const messageFor: Record<Exclude<SignInOutcome, 'success'>, string> = {
  'wrong-credentials': loginMessages.wrongCredentials,
  locked: loginMessages.wrongCredentials,
  disabled: loginMessages.disabled,
};

// The Russian login page of the embedded provider (notes/identity.md "Mounting in Fastify"): the provider owns
// /idp except these routes, which the middie mount passes through to Fastify. Registered as an encapsulated
// plugin with prefix /idp, so the form parser, rate limit and error page stay away from /api.
export const interactionRoutes = async (app: FastifyInstance, { provider, db, settings, csp, appUrl }: InteractionRoutesOptions) => {
  const lockout = createLockout(db, settings.lockout);
  const styles = asset('idp.css');
  const logoutScript = asset('logout.js');

  // a login form is a few hundred bytes
  await app.register(formbody, { bodyLimit: 16 * 1024 });
  await app.register(rateLimit, { global: false });

  const sendPage = (reply: FastifyReply, html: string, status = 200) =>
    reply.code(status).header('cache-control', 'no-store').header('content-security-policy', csp).type('text/html; charset=utf-8').send(html);

  // the interaction cookie is gone or stale: start the sign-in again from the app
  const restart = (reply: FastifyReply) => reply.redirect(appUrl, 303);

  const currentInteraction = async (request: FastifyRequest<UidParams>, reply: FastifyReply): Promise<Interaction | undefined> => {
    try {
      const interaction = await provider.interactionDetails(request.raw, reply.raw);
      return interaction.uid === request.params.uid ? interaction : undefined;
    } catch (error) {
      if (error instanceof errors.SessionNotFound) return undefined;
      throw error;
    }
  };

  app.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
    if (error.statusCode === 429) {
      request.log.warn({ ip: request.ip }, 'вход: превышен предел попыток с адреса');
      return sendPage(reply, renderLoginPage({ action: request.url, messages: [loginMessages.tooManyAttempts] }), 429);
    }
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) request.log.error({ err: error }, 'вход: ошибка');
    return sendPage(reply, renderLoginPage({ action: request.url, messages: [loginMessages.failed] }), status);
  });

  app.get('/assets/idp.css', (request, reply) =>
    sendEncoded(request, reply.header('cache-control', 'public, max-age=3600').type('text/css; charset=utf-8'), styles),
  );
  app.get('/assets/logout.js', (request, reply) =>
    sendEncoded(request, reply.header('cache-control', 'public, max-age=3600').type('text/javascript; charset=utf-8'), logoutScript),
  );

  app.get<UidParams>('/interaction/:uid', async (request, reply) => {
    const interaction = await currentInteraction(request, reply);
    if (!interaction) return restart(reply);
    if (interaction.prompt.name !== 'login') {
      // the grant is automatic for our only client, so any other prompt is a request we do not serve
      const returnTo = await provider.interactionResult(request.raw, reply.raw, {
        error: 'access_denied',
        error_description: `unsupported prompt ${interaction.prompt.name}`,
      });
      return reply.redirect(returnTo, 303);
    }
    const hint = interaction.params.login_hint;
    return sendPage(reply, renderLoginPage({ action: loginAction(interaction.uid), login: typeof hint === 'string' ? hint : '' }));
  });

  app.post<LoginRequest>(
    '/interaction/:uid/login',
    { config: { rateLimit: { max: settings.loginAttemptsPerMinute, timeWindow: 60_000 } } },
    async (request, reply) => {
      const interaction = await currentInteraction(request, reply);
      if (!interaction) return restart(reply);
      const login = typeof request.body?.login === 'string' ? request.body.login.trim() : '';
      const password = typeof request.body?.password === 'string' ? request.body.password : '';
      const result = await authenticate(db, lockout, login, password);
      request.log.info({ login: login.slice(0, 100), ip: request.ip, result: result.outcome }, 'вход: попытка');
      if (result.outcome !== 'success') {
        return sendPage(reply, renderLoginPage({ action: loginAction(interaction.uid), login, messages: [messageFor[result.outcome]] }));
      }
      const returnTo = await provider.interactionResult(
        request.raw,
        reply.raw,
        // remember: false keeps the session cookie for the browser session; the server-side session sets the limits
        { login: { accountId: String(result.user.id), remember: false } },
        { mergeWithLastSubmission: false },
      );
      return reply.redirect(returnTo, 303);
    },
  );
};
