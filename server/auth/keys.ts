import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import { identityKeys } from '../db/schema/index';
import type { Db } from '../db/types';

export type SigningKeys = { privateJwk: JWK; publicJwks: { keys: JWK[] }; cookieKeys: string[] };

const loadOrCreate = async <T>(db: Db, name: string, create: () => Promise<T>): Promise<T> => {
  const [existing] = await db.select().from(identityKeys).where(eq(identityKeys.name, name));
  if (existing) return existing.value as T;
  const value = await create();
  await db.insert(identityKeys).values({ name, value }).onConflictDoNothing();
  // another process may have won the race: read what is stored
  const [stored] = await db.select().from(identityKeys).where(eq(identityKeys.name, name));
  return stored.value as T;
};

// The embedded provider's RS256 key and cookie secrets, created once and kept in the database.
export const loadSigningKeys = async (db: Db): Promise<SigningKeys> => {
  const privateJwk = await loadOrCreate<JWK>(db, 'signing-key', async () => {
    const { privateKey } = await generateKeyPair('RS256', { extractable: true });
    const jwk = await exportJWK(privateKey);
    return { ...jwk, alg: 'RS256', use: 'sig', kid: randomBytes(8).toString('hex') };
  });
  const cookieKeys = await loadOrCreate<string[]>(db, 'cookie-keys', async () => [randomBytes(32).toString('base64url')]);
  const { d: _d, p: _p, q: _q, dp: _dp, dq: _dq, qi: _qi, ...publicJwk } = privateJwk;
  return { privateJwk, publicJwks: { keys: [publicJwk] }, cookieKeys };
};
