import type { FastifyBaseLogger } from 'fastify';
import Provider, { errors, type BaseToken, type Grant, type KoaContextWithOIDC } from 'oidc-provider';
import type { User } from '../../db/schema/index';
import type { Db } from '../../db/types';
import { keycloakClaims } from '../claims';
import type { SigningKeys } from '../keys';
import { findActiveUserById } from '../users';
import { createDrizzleAdapter } from './adapter';
import { contentSecurityPolicy } from './html';
import { renderErrorPage, renderLogoutPage, renderSignedOutPage, sendHtml } from './provider-pages';
import { wrapRefreshToken } from './refresh-token-shape';
import { unwrapRevokedRefreshToken } from './revocation-body';
import { idpPrefix, type IdpConfig, type IdpSettings } from './settings';

// The API as a resource server: JWT access tokens need a resource indicator, which must be an absolute URI.
const apiResource = 'urn:centre:api';
const scope = 'openid profile email';
const loginTimeoutSeconds = 30 * 60;

export type ProviderOptions = {
  config: IdpConfig;
  db: Db;
  settings: IdpSettings;
  keys: SigningKeys;
  origins: string[];
  log: FastifyBaseLogger;
};

const epochSeconds = () => Math.floor(Date.now() / 1000);

// oidc-provider wants whole positive seconds
const seconds = (value: number) => Math.max(1, Math.floor(value));

const account = (user: User) => ({
  accountId: String(user.id),
  claims: async () => {
    const { realm_access: _roles, ...profile } = keycloakClaims(user);
    return { sub: String(user.id), ...profile };
  },
});

export const buildProvider = ({ config, db, settings, keys, origins, log }: ProviderOptions): Provider => {
  const { issuer, clientId, audience, accessTokenTtl } = config.auth;
  const appUrl = new URL('/', config.publicUrl).href;
  const csp = contentSecurityPolicy(origins);
  const idle = settings.sessionIdleSeconds;
  const max = settings.sessionMaxSeconds;

  // A token request asks for its user twice (the account, then the token's claims): one query answers both. The
  // sign-in's token request is on every page load's way to its first data, and the database shares the machine's
  // cores with the browser there (issue 21).
  const usersByRequest = new WeakMap<object, Map<string, Promise<User | undefined>>>();
  const userOfRequest = (ctx: KoaContextWithOIDC, id: string) => {
    const known = usersByRequest.get(ctx) ?? new Map<string, Promise<User | undefined>>();
    usersByRequest.set(ctx, known);
    const user = known.get(id) ?? findActiveUserById(db, id);
    known.set(id, user);
    return user;
  };

  // A first-party client: the grant covers everything it may ask for, so no consent screen ever appears.
  const loadExistingGrant = async (ctx: KoaContextWithOIDC): Promise<Grant | undefined> => {
    const { client, session, result } = ctx.oidc;
    if (!client || !session.accountId) return undefined;
    const grantId = result?.consent?.grantId ?? session.grantIdFor(client.clientId);
    const existing = grantId ? await provider.Grant.find(grantId) : undefined;
    if (existing?.accountId === session.accountId) return existing;
    const grant = new provider.Grant({ accountId: session.accountId, clientId: client.clientId });
    grant.addOIDCScope(scope);
    grant.addResourceScope(apiResource, scope);
    await grant.save();
    return grant;
  };

  const provider = new Provider(issuer, {
    adapter: createDrizzleAdapter(db, { idleSeconds: idle, maxSeconds: max }),
    jwks: { keys: [keys.privateJwk] },
    cookies: { keys: keys.cookieKeys },
    clients: [
      {
        client_id: clientId,
        client_name: 'Учебный центр',
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        response_types: ['code'],
        grant_types: ['authorization_code', 'refresh_token'],
        redirect_uris: origins.flatMap((origin) => [`${origin}/`, `${origin}/silent-check-sso.html`]),
        post_logout_redirect_uris: origins.map((origin) => `${origin}/`),
      },
    ],
    responseTypes: ['code'],
    scopes: ['openid'],
    claims: {
      openid: ['sub'],
      profile: ['preferred_username', 'given_name', 'family_name', 'name'],
      email: ['email'],
    },
    clientBasedCORS: (_ctx: KoaContextWithOIDC, origin: string) => origins.includes(origin),
    interactions: { url: async (_ctx: KoaContextWithOIDC, interaction: { uid: string }) => `${idpPrefix}/interaction/${interaction.uid}` },
    findAccount: async (ctx: KoaContextWithOIDC, id: string) => {
      const user = await userOfRequest(ctx, id);
      return user ? account(user) : undefined;
    },
    loadExistingGrant,
    issueRefreshToken: async (_ctx: KoaContextWithOIDC, client: { grantTypeAllowed: (type: string) => boolean }) =>
      client.grantTypeAllowed('refresh_token'),
    extraTokenClaims: async (ctx: KoaContextWithOIDC, token: BaseToken) => {
      const user = await userOfRequest(ctx, token.accountId);
      return user ? { ...keycloakClaims(user), azp: token.clientId } : undefined;
    },
    // Keycloak's SSO Session Idle (30 min) and Max (10 h): a session and each refresh token live at most `idle`
    // past the last activity (the adapter moves the session on) and never beyond `max` from sign-in.
    ttl: {
      AccessToken: (_ctx: unknown, token: { resourceServer?: { accessTokenTTL?: number } }) =>
        token.resourceServer?.accessTokenTTL ?? accessTokenTtl,
      AuthorizationCode: 60,
      IdToken: accessTokenTtl,
      Interaction: loginTimeoutSeconds,
      Grant: max,
      Session: (_ctx: unknown, session: { loginTs?: number }) =>
        seconds(Math.min(idle, (session.loginTs ?? epochSeconds()) + max - epochSeconds())),
      RefreshToken: (_ctx: unknown, token: { iiat?: number; iat?: number }) =>
        seconds(Math.min(idle, (token.iiat ?? token.iat ?? epochSeconds()) + max - epochSeconds())),
    },
    renderError: async (ctx: KoaContextWithOIDC, out: { error: string }, error: Error) => {
      // a lost or expired sign-in (cookie gone, back button, other browser) simply starts over
      if (error instanceof errors.SessionNotFound) {
        ctx.redirect(appUrl);
        ctx.status = 303;
        return;
      }
      sendHtml(ctx, renderErrorPage(appUrl, out.error), csp);
    },
    features: {
      devInteractions: { enabled: false },
      // The access tokens are JWTs for the API (resource indicators), which the provider's userinfo endpoint does
      // not take: it is switched off and not advertised; the profile is in the ID token and the access token.
      userinfo: { enabled: false },
      // RFC 7009: the app revokes its refresh token when the user signs out
      revocation: { enabled: true },
      resourceIndicators: {
        enabled: true,
        defaultResource: async () => apiResource,
        useGrantedResource: async () => true,
        getResourceServerInfo: async (_ctx: KoaContextWithOIDC, indicator: string) => {
          if (indicator !== apiResource) throw new errors.InvalidTarget();
          return {
            scope,
            audience,
            accessTokenTTL: accessTokenTtl,
            accessTokenFormat: 'jwt',
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: async (ctx: KoaContextWithOIDC, form: string) => sendHtml(ctx, renderLogoutPage(form), csp),
        postLogoutSuccessSource: async (ctx: KoaContextWithOIDC) => sendHtml(ctx, renderSignedOutPage(appUrl), csp),
      },
    },
  });

  // behind a TLS proxy the endpoints and the Secure cookie flag come from X-Forwarded-Proto
  provider.proxy = config.trustProxy;

  provider.use(async (ctx, next) => {
    await unwrapRevokedRefreshToken(ctx as unknown as Parameters<typeof unwrapRevokedRefreshToken>[0]);
    await next();
    const body = ctx.body as { refresh_token?: unknown } | undefined;
    if (ctx.oidc?.route === 'token' && typeof body?.refresh_token === 'string' && !body.refresh_token.includes('.')) {
      body.refresh_token = wrapRefreshToken(body.refresh_token, ctx.oidc.entities.RefreshToken, issuer);
    }
    // keycloak-js posts with credentials, so a cross-origin client (the Vite dev server) needs ACAC
    const origin = ctx.get('Origin');
    if (origins.includes(origin) && ctx.response.get('Access-Control-Allow-Origin') === origin) {
      ctx.set('Access-Control-Allow-Credentials', 'true');
    }
  });

  provider.on('server_error', (_ctx: unknown, error: Error) => log.error({ err: error }, 'oidc-provider: ошибка сервера'));
  provider.on('grant.error', (_ctx: unknown, error: Error) => log.info({ error: error.message }, 'oidc-provider: отказ в выдаче токена'));

  return provider;
};
