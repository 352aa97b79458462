import { randomUUID } from 'node:crypto';
import { exportJWK, generateKeyPair, importJWK, SignJWT, type JWK, type JWTPayload } from 'jose';
import { loadSigningKeys } from '../auth/keys';
import type { Config } from '../config';
import type { Db } from '../db/types';

export type ForgedKind =
  | 'expired'
  | 'not-yet-valid'
  | 'wrong-issuer'
  | 'wrong-audience'
  | 'id-token-audience'
  | 'no-expiry'
  | 'alg-none'
  | 'hs256-with-public-key'
  | 'foreign-key'
  | 'bad-signature'
  | 'embedded-jwk'
  | 'garbage';

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

// Tokens an attacker or a broken client could send (notes/reliability.md §2 row 4). Each must get 401.
export const forgeToken = async (db: Db, config: Config, kind: ForgedKind): Promise<string> => {
  const { privateJwk, publicJwks } = await loadSigningKeys(db);
  const now = Math.floor(Date.now() / 1000);
  const claims: JWTPayload = {
    sub: '1',
    preferred_username: 'owner',
    realm_access: { roles: ['OWNER'] },
    iss: config.auth.issuer,
    aud: config.auth.audience,
    iat: now,
    exp: now + 300,
    jti: randomUUID(),
  };
  const sign = async (payload: JWTPayload, jwk: JWK = privateJwk, header: Record<string, unknown> = {}) =>
    new SignJWT(payload)
      .setProtectedHeader({ alg: 'RS256', kid: privateJwk.kid, ...header })
      .sign(await importJWK(jwk, 'RS256'));

  switch (kind) {
    case 'expired':
      return sign({ ...claims, iat: now - 600, exp: now - 300 });
    case 'not-yet-valid':
      return sign({ ...claims, nbf: now + 600 });
    case 'wrong-issuer':
      return sign({ ...claims, iss: 'http://evil.example/idp' });
    case 'wrong-audience':
      return sign({ ...claims, aud: 'another-api' });
    case 'id-token-audience':
      return sign({ ...claims, aud: config.auth.clientId });
    case 'no-expiry': {
      const { exp: _exp, ...rest } = claims;
      return sign(rest);
    }
    case 'alg-none':
      return `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(claims)}.`;
    case 'hs256-with-public-key': {
      const secret = new TextEncoder().encode(JSON.stringify(publicJwks.keys[0]));
      return new SignJWT(claims).setProtectedHeader({ alg: 'HS256', kid: privateJwk.kid }).sign(secret);
    }
    case 'foreign-key': {
      const { privateKey } = await generateKeyPair('RS256', { extractable: true });
      return sign(claims, await exportJWK(privateKey));
    }
    case 'bad-signature': {
      const [header, payload, signature] = (await sign(claims)).split('.');
      const flipped = signature.startsWith('A') ? `B${signature.slice(1)}` : `A${signature.slice(1)}`;
      return `${header}.${payload}.${flipped}`;
    }
    case 'embedded-jwk': {
      const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
      return sign(claims, await exportJWK(privateKey), { jwk: await exportJWK(publicKey), kid: undefined });
    }
    case 'garbage':
      return 'not-a-token';
  }
};

export const forgedKinds: ForgedKind[] = [
  'expired',
  'not-yet-valid',
  'wrong-issuer',
  'wrong-audience',
  'id-token-audience',
  'no-expiry',
  'alg-none',
  'hs256-with-public-key',
  'foreign-key',
  'bad-signature',
  'embedded-jwk',
  'garbage',
];
