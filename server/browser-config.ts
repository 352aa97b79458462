import { z } from 'zod';
import type { Config } from './config';

// The provider's endpoints that the sign-in uses, as its discovery document names them (OpenID Connect Discovery).
const endpointsSchema = z.object({ authorization_endpoint: z.string(), token_endpoint: z.string(), end_session_endpoint: z.string() });

export const browserConfigSchema = z.object({
  auth: z.object({ issuer: z.string(), clientId: z.string(), endpoints: endpointsSchema.optional() }),
  apiBase: z.string(),
  noRoleAccess: z.enum(['read', 'none']),
});

// What the browser needs before it can sign in (ARCHITECTURE §5): GET /api/config answers it, and the page
// carries it inline so that the sign-in need not wait for that answer (server/plugins/spa.ts).
// The embedded provider's endpoints are known here (oidc-provider's default routes under the issuer; a test
// compares them with its discovery document), so the browser skips asking for that document before signing in.
// An external Keycloak's are asked for by the browser.
const embeddedEndpoints = (issuer: string) => ({
  authorization_endpoint: `${issuer}/auth`,
  token_endpoint: `${issuer}/token`,
  end_session_endpoint: `${issuer}/session/end`,
});

export const browserConfig = (config: Config): z.infer<typeof browserConfigSchema> => ({
  auth: {
    issuer: config.auth.issuer,
    clientId: config.auth.clientId,
    ...(config.auth.embedded ? { endpoints: embeddedEndpoints(config.auth.issuer) } : {}),
  },
  apiBase: '/api',
  // the browser builds the same abilities as the server, so it must know this switch too
  noRoleAccess: config.noRoleAccess,
});
