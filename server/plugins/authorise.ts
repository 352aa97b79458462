import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { JWTPayload } from 'jose';
import { defineAbilityFor, primaryRole, type AppAbility, type Role } from '../../resources/abilities';
import { createSessionCutoffs, SESSION_ENDED_MESSAGE } from '../auth/session-cutoffs';
import { ForbiddenError, HttpError, UnauthorizedError } from '../errors';
import type { ApiUser } from './fastify-types';
import { createTokenVerifier } from './token-verifier';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

const userFromClaims = (payload: JWTPayload): ApiUser => {
  const realmAccess = payload.realm_access as { roles?: unknown } | undefined;
  const roles = Array.isArray(realmAccess?.roles) ? realmAccess.roles.filter((role) => typeof role === 'string') : [];
  return {
    id: text(payload.sub),
    login: text(payload.preferred_username) || text(payload.sub),
    firstName: text(payload.given_name),
    lastName: text(payload.family_name),
    email: text(payload.email),
    roles,
    role: primaryRole(roles),
  };
};

const bearerToken = (request: FastifyRequest) => {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  return match?.[1];
};

// Checks the token and the route's { action, subject } before anything else runs (no body parsing for strangers).
// Register inside the /api context: it guards every route registered there.
export const authorise = async (app: FastifyInstance) => {
  const verify = await createTokenVerifier(app.config, app.db);
  const { noRoleAccess } = app.config;
  // ended sessions (an owner's "end all sessions", a password change): refused before their exp
  const cutoffs = createSessionCutoffs(app.db);
  app.decorate('sessionCutoffs', cutoffs);

  // A role's rules are the same for every request: one ability per role, built when first needed. Nothing changes
  // an ability after it is built (no route calls ability.update), so requests can share it.
  const abilities = new Map<Role, AppAbility>();
  const abilityFor = (role: Role) => {
    let ability = abilities.get(role);
    if (!ability) abilities.set(role, (ability = defineAbilityFor(role, { noRoleAccess })));
    return ability;
  };

  app.decorateRequest('user', null);
  app.decorateRequest('ability', null);

  app.addHook('onRequest', async (request) => {
    const { action, subject, public: isPublic } = request.routeOptions.config;
    if (isPublic) return;
    const route = `${request.method} ${request.routeOptions.url}`;
    const token = bearerToken(request);
    if (!token) {
      request.log.warn({ route, ip: request.ip }, 'auth: no bearer token');
      throw new UnauthorizedError();
    }
    let claims: Awaited<ReturnType<typeof verify>>;
    try {
      claims = await verify(token);
    } catch (error) {
      if (error instanceof HttpError) throw error;
      request.log.warn({ route, ip: request.ip, reason: (error as { code?: string }).code }, 'auth: token refused');
      throw new UnauthorizedError('Недействительный или просроченный токен');
    }
    if (await cutoffs.refuses(claims)) {
      request.log.warn({ route, ip: request.ip, user: claims.sub }, 'auth: session ended');
      throw new UnauthorizedError(SESSION_ENDED_MESSAGE);
    }
    request.user = userFromClaims(claims);
    request.ability = abilityFor(request.user.role);
    if (!action || !subject || !request.ability.can(action, subject)) {
      request.log.warn({ route, ip: request.ip, user: request.user.login, role: request.user.role }, 'auth: forbidden');
      throw new ForbiddenError();
    }
  });
};
