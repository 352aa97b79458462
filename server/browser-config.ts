import { z } from 'zod';
import type { Config } from './config';

export const browserConfigSchema = z.object({
  auth: z.object({ issuer: z.string(), clientId: z.string() }),
  apiBase: z.string(),
  noRoleAccess: z.enum(['read', 'none']),
});

// What the browser needs before it can sign in (ARCHITECTURE §5): GET /api/config answers it, and the page
// carries it inline so that the sign-in need not wait for that answer (server/plugins/spa.ts).
export const browserConfig = (config: Config): z.infer<typeof browserConfigSchema> => ({
  auth: { issuer: config.auth.issuer, clientId: config.auth.clientId },
  apiBase: '/api',
  // the browser builds the same abilities as the server, so it must know this switch too
  noRoleAccess: config.noRoleAccess,
});
