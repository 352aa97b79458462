import type { IncomingMessage } from 'node:http';
import { unwrapRefreshToken } from './refresh-token-shape';

const MAX_BODY_BYTES = 16 * 1024;

// the part of Koa's context this step uses
type RequestContext = {
  method: string;
  path: string;
  is: (type: string) => string | false | null;
  req: IncomingMessage & { body?: Record<string, string> };
  throw: (status: number, message: string) => never;
};

// Our refresh tokens go out shaped like Keycloak's (three dot-separated parts, refresh-token-shape.ts), which the
// provider's revocation endpoint would refuse as "structured". The form is read here and its token unwrapped; the
// provider then takes the parsed form (its documented fallback for an already read body).
export const unwrapRevokedRefreshToken = async (ctx: RequestContext) => {
  if (ctx.method !== 'POST' || !ctx.path.endsWith('/token/revocation') || !ctx.is('application/x-www-form-urlencoded')) return;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) ctx.throw(413, 'Слишком большой запрос');
    chunks.push(chunk as Buffer);
  }
  const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
  const token = form.get('token');
  if (token && token.split('.').length === 3 && form.get('token_type_hint') !== 'access_token') {
    form.set('token', unwrapRefreshToken(token));
  }
  ctx.req.body = Object.fromEntries(form);
};
