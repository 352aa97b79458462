import { eq, sql } from 'drizzle-orm';
import type { JWTPayload } from 'jose';
import { oidcPayloads, users } from '../db/schema/index';
import type { Db, DbOrTx } from '../db/types';
import { queryRows } from '../db/rows';

// "Sessions valid after": per user (users.sessions_valid_after), the moment before which every access token is
// refused, whatever its exp. Stored in the database, so every instance on it agrees.
//
// Seconds: a token's iat has whole seconds only, so a token issued in the same second as the cut-off cannot be told
// from one issued just before it; it is refused (the user signs in again). A token without iat is refused too
// once its subject has a cut-off.
//
// The check on every request reads a snapshot of all recent cut-offs, loaded again by one query at most once per
// REFRESH_MS (concurrent requests share that query). The instance that ends the sessions notes the cut-off at once
// (noteEnded), so there it applies to the next request; another instance applies it within REFRESH_MS plus one query.
// A CLI password change (another process) reaches running servers within the same bound.
export const REFRESH_MS = 1_000;
// Cut-offs older than this no longer matter: no access token we accept lives that long (ours 300 s; an external
// Keycloak's, a few minutes by default). Keeps the snapshot small.
const WINDOW = sql`interval '1 day'`;

export const SESSION_ENDED_MESSAGE = 'Сеанс завершён. Войдите снова.';

export type SessionCutoffs = {
  // whether the token was issued before its subject's cut-off
  refuses: (claims: JWTPayload) => Promise<boolean>;
  // the instance that ended a user's sessions applies the cut-off at once
  noteEnded: (userId: number, at: Date) => void;
};

const seconds = (at: Date) => Math.floor(at.getTime() / 1000);

export const createSessionCutoffs = (db: Db, now: () => number = () => Date.now()): SessionCutoffs => {
  const noted = new Map<string, number>(); // subject → cut-off second, ended on this instance
  let snapshot: { loadedAt: number; cutoffs: Map<string, number> } | undefined;
  let loading: Promise<Map<string, number>> | undefined;

  const load = async () => {
    const startedAt = now();
    const rows = await queryRows<{ id: number; cutoff: number | string }>(
      db,
      sql`select ${users.id} as id, floor(extract(epoch from ${users.sessionsValidAfter})) as cutoff from ${users}
          where ${users.sessionsValidAfter} > now() - ${WINDOW}`,
    );
    const cutoffs = new Map(rows.map((row) => [String(row.id), Number(row.cutoff)]));
    snapshot = { loadedAt: startedAt, cutoffs };
    return cutoffs;
  };

  const current = async () => {
    if (snapshot && now() - snapshot.loadedAt < REFRESH_MS) return snapshot.cutoffs;
    loading ??= load().finally(() => {
      loading = undefined;
    });
    return loading;
  };

  return {
    refuses: async (claims) => {
      const subject = typeof claims.sub === 'string' ? claims.sub : '';
      const cutoffs = await current();
      const cutoff = Math.max(cutoffs.get(subject) ?? -1, noted.get(subject) ?? -1);
      if (cutoff < 0) return false;
      return typeof claims.iat !== 'number' || claims.iat <= cutoff;
    },
    noteEnded: (userId, at) => {
      noted.set(String(userId), Math.max(noted.get(String(userId)) ?? -1, seconds(at)));
    },
  };
};

// Ends every session of a user, inside the caller's transaction: the cut-off for access tokens, and the provider's
// stored sessions, grants, codes and refresh tokens (the embedded provider keeps them in oidc_payloads; each has
// the accountId), so no refresh gives a new token. Answers the cut-off, for noteEnded after the commit.
export const endUserSessions = async (tx: DbOrTx, userId: number, at: Date = new Date()): Promise<Date> => {
  await tx.update(users).set({ sessionsValidAfter: at }).where(eq(users.id, userId));
  await tx.delete(oidcPayloads).where(sql`${oidcPayloads.payload}->>'accountId' = ${String(userId)}`);
  return at;
};
