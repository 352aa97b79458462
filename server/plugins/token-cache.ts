import type { JWTPayload } from 'jose';

export type CacheOptions = {
  maxEntries: number;
  maxAgeMs: number; // how long a verification is trusted at most, whatever the token's own lifetime
  now?: () => number;
};

type Entry = { claims: JWTPayload; until: number };

// A token's signature and claims checked once for a while, not on every request: jose verifies RS256 through
// WebCrypto, about 1 ms of CPU and a thread-pool hop per request, the largest fixed cost of a small list.
// Only a verification that succeeded is kept, keyed by the whole token, until its `exp` (never past it, so an
// expired token is checked again and refused as before) or maxAgeMs, whichever comes first; a token without exp
// is never kept. The oldest entries go first when the cache is full, so a flood of tokens cannot grow it.
// What jose decides is unchanged: the keys are those it was given (embedded: loaded once at start; external: its
// remote key set, which itself keeps keys up to 10 minutes). Ended sessions are checked after this cache, on every
// request (server/auth/session-cutoffs.ts), so keeping a verification delays no revocation.
export const cachedVerifier = <Verify extends (token: string) => Promise<JWTPayload>>(
  verify: Verify,
  { maxEntries, maxAgeMs, now = () => Date.now() }: CacheOptions,
): ((token: string) => Promise<JWTPayload>) => {
  const entries = new Map<string, Entry>();
  return async (token) => {
    const cached = entries.get(token);
    if (cached && now() < cached.until) return cached.claims;
    if (cached) entries.delete(token);
    const claims = Object.freeze(await verify(token));
    if (typeof claims.exp !== 'number') return claims;
    const until = Math.min(claims.exp * 1000, now() + maxAgeMs);
    if (until <= now()) return claims;
    if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
    entries.set(token, { claims, until });
    return claims;
  };
};
