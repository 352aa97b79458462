import { and, eq, lt, sql, type SQL } from 'drizzle-orm';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import { oidcPayloads } from '../../db/schema/index';
import type { Db } from '../../db/types';
import { unwrapRefreshToken } from './refresh-token-shape';

export type SessionLimits = { idleSeconds: number; maxSeconds: number };

const epochSeconds = () => Math.floor(Date.now() / 1000);

// Issuing a code or a refresh token for a session is activity: the session's idle deadline moves on, never past
// its absolute limit from sign-in (Keycloak's SSO Session Idle / Max).
const extendSession = async (db: Db, sessionUid: string, limits: SessionLimits) => {
  const now = epochSeconds();
  const exp = sql`least(${now + limits.idleSeconds}, coalesce((${oidcPayloads.payload}->>'loginTs')::bigint, ${now}) + ${limits.maxSeconds})`;
  await db
    .update(oidcPayloads)
    .set({ payload: sql`jsonb_set(${oidcPayloads.payload}, '{exp}', to_jsonb(${exp}))`, expiresAt: sql`to_timestamp(${exp})` })
    .where(and(eq(oidcPayloads.model, 'Session'), eq(oidcPayloads.uid, sessionUid)));
};

// oidc-provider's storage on the oidc_payloads table: a restart or a second server process signs nobody out.
export const createDrizzleAdapter = (db: Db, limits: SessionLimits) =>
  class DrizzleAdapter implements Adapter {
    constructor(private readonly model: string) {}

    private async findWhere(condition: SQL): Promise<AdapterPayload | undefined> {
      const [row] = await db
        .select()
        .from(oidcPayloads)
        .where(and(eq(oidcPayloads.model, this.model), condition));
      if (!row || (row.expiresAt && row.expiresAt.getTime() <= Date.now())) return undefined;
      const payload = row.payload as AdapterPayload;
      return row.consumedAt ? { ...payload, consumed: Math.floor(row.consumedAt.getTime() / 1000) } : payload;
    }

    async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
      const values = {
        payload,
        grantId: payload.grantId ?? null,
        userCode: payload.userCode ?? null,
        uid: payload.uid ?? null,
        expiresAt: expiresIn ? new Date(Date.now() + expiresIn * 1000) : null,
      };
      await db
        .insert(oidcPayloads)
        .values({ model: this.model, id, ...values })
        .onConflictDoUpdate({ target: [oidcPayloads.model, oidcPayloads.id], set: values });
      if ((this.model === 'RefreshToken' || this.model === 'AuthorizationCode') && payload.sessionUid) {
        await extendSession(db, payload.sessionUid, limits);
      }
    }

    async find(id: string): Promise<AdapterPayload | undefined> {
      const storedId = this.model === 'RefreshToken' ? unwrapRefreshToken(id) : id;
      return this.findWhere(eq(oidcPayloads.id, storedId));
    }

    async findByUid(uid: string): Promise<AdapterPayload | undefined> {
      return this.findWhere(eq(oidcPayloads.uid, uid));
    }

    async findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
      return this.findWhere(eq(oidcPayloads.userCode, userCode));
    }

    async consume(id: string): Promise<void> {
      await db
        .update(oidcPayloads)
        .set({ consumedAt: new Date() })
        .where(and(eq(oidcPayloads.model, this.model), eq(oidcPayloads.id, id)));
    }

    async destroy(id: string): Promise<void> {
      await db.delete(oidcPayloads).where(and(eq(oidcPayloads.model, this.model), eq(oidcPayloads.id, id)));
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      await db.delete(oidcPayloads).where(eq(oidcPayloads.grantId, grantId));
    }
  };

export const deleteExpiredPayloads = async (db: Db): Promise<void> => {
  await db.delete(oidcPayloads).where(lt(oidcPayloads.expiresAt, new Date()));
};
