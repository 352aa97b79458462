import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { SILENT_CHECK_SSO_SCRIPT_HASH } from '../auth/silent-check-sso';

// Sources the browser may reach besides our own origin: the issuer's, an external Keycloak or the embedded provider
// at PUBLIC_URL, which a page of the second centre (zelenograd.<host>, src/lib/centre.ts) reaches across origins.
const issuerSources = (config: Config) => [new URL(config.auth.issuer).origin];

// notes/reliability.md §2 row 8 and ASVS 3.4.3: object-src and base-uri 'none', no eval and no inline script but the
// silent sign-in page's one, allowed by its hash (server/auth/silent-check-sso.ts).
// antd injects its styles at run time, so styles alone keep 'unsafe-inline'.
export const securityHeaders = async (app: FastifyInstance, config: Config) => {
  const external = issuerSources(config);
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'", SILENT_CHECK_SSO_SCRIPT_HASH],
        'script-src-attr': ["'none'"],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:'],
        'font-src': ["'self'", 'data:'],
        'connect-src': ["'self'", ...external],
        'frame-src': ["'self'", ...external],
        'form-action': ["'self'", ...external],
        'object-src': ["'none'"],
        'base-uri': ["'none'"],
        'frame-ancestors': ["'self'"],
      },
    },
    // the embedded sign-in runs in the same window; a stricter policy would cut keycloak-js's redirects off
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'no-referrer' },
    hsts: { maxAge: 31_536_000, includeSubDomains: true },
  });
  app.addHook('onSend', async (request, reply) => {
    if (request.url === '/api' || request.url.startsWith('/api/')) reply.header('cache-control', 'no-store');
  });
};
