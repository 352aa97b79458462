import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { importJWK, SignJWT } from 'jose';
import { users } from '../db/schema/index';
import type { Db } from '../db/types';
import { keycloakClaims } from './claims';
import { loadSigningKeys } from './keys';

export type MintOptions = { issuer: string; audience: string; clientId: string; ttlSeconds: number };

// Signs an access token exactly as the embedded provider does (same key, issuer, audience and claims),
// for `npm run token` and the API tests.
export const mintAccessToken = async (db: Db, login: string, options: MintOptions): Promise<string> => {
  const [user] = await db.select().from(users).where(sql`lower(${users.login}) = lower(${login})`);
  if (!user) throw new Error(`Пользователь ${login} не найден`);
  const { privateJwk } = await loadSigningKeys(db);
  const key = await importJWK(privateJwk, 'RS256');
  return new SignJWT({ ...keycloakClaims(user), client_id: options.clientId, azp: options.clientId, scope: 'openid profile email' })
    .setProtectedHeader({ alg: 'RS256', typ: 'at+jwt', kid: privateJwk.kid })
    .setIssuer(options.issuer)
    .setAudience(options.audience)
    .setSubject(String(user.id))
    .setJti(randomUUID())
    .setIssuedAt()
    .setExpirationTime(`${options.ttlSeconds}s`)
    .sign(key);
};
