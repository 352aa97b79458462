import type { JWTPayload } from 'jose';
import { describe, expect, it } from 'vitest';
import { cachedVerifier } from './token-cache';

// A verifier stand-in: tokens are "<sub>:<exp in s>"; "bad:…" is refused. It counts what it really checks.
const stand = () => {
  const checked: string[] = [];
  const verify = async (token: string): Promise<JWTPayload> => {
    checked.push(token);
    const [sub, exp] = token.split(':');
    if (sub === 'bad') throw Object.assign(new Error('signature verification failed'), { code: 'ERR_JWS_SIGNATURE_VERIFICATION_FAILED' });
    return exp ? { sub, exp: Number(exp) } : { sub };
  };
  return { checked, verify };
};

const clock = (startMs = 1_000_000_000_000) => {
  let time = startMs;
  return { now: () => time, advance: (ms: number) => (time += ms) };
};

const seconds = (ms: number) => Math.floor(ms / 1000);

describe('the verified-token cache', () => {
  it('checks a token once and answers the same claims while it is valid', async () => {
    const { checked, verify } = stand();
    const { now, advance } = clock();
    const cached = cachedVerifier(verify, { maxEntries: 10, maxAgeMs: 60_000, now });
    const token = `admin:${seconds(now()) + 300}`;
    const first = await cached(token);
    advance(30_000);
    expect(await cached(token)).toBe(first);
    expect(checked).toEqual([token]);
    expect(Object.isFrozen(first)).toBe(true);
  });

  it('drops a token at its exp: the next request checks it again, and a refusal reaches the caller', async () => {
    const { checked, verify } = stand();
    const { now, advance } = clock();
    let refuse = false;
    const cached = cachedVerifier(
      async (token: string) => {
        if (refuse) throw Object.assign(new Error('"exp" claim timestamp check failed'), { code: 'ERR_JWT_EXPIRED' });
        return verify(token);
      },
      { maxEntries: 10, maxAgeMs: 60_000, now },
    );
    const token = `admin:${seconds(now()) + 10}`;
    await cached(token);
    advance(9_000);
    await cached(token);
    expect(checked).toHaveLength(1);
    advance(1_000);
    refuse = true;
    await expect(cached(token)).rejects.toMatchObject({ code: 'ERR_JWT_EXPIRED' });
    await expect(cached(token)).rejects.toMatchObject({ code: 'ERR_JWT_EXPIRED' });
  });

  it('trusts a check for maxAgeMs at most, however long the token lives', async () => {
    const { checked, verify } = stand();
    const { now, advance } = clock();
    const cached = cachedVerifier(verify, { maxEntries: 10, maxAgeMs: 60_000, now });
    const token = `admin:${seconds(now()) + 36_000}`;
    await cached(token);
    advance(59_999);
    await cached(token);
    advance(1);
    await cached(token);
    expect(checked).toEqual([token, token]);
  });

  it('never keeps a refusal or a token without exp', async () => {
    const { checked, verify } = stand();
    const cached = cachedVerifier(verify, { maxEntries: 10, maxAgeMs: 60_000 });
    await expect(cached('bad:9999999999')).rejects.toMatchObject({ code: 'ERR_JWS_SIGNATURE_VERIFICATION_FAILED' });
    await expect(cached('bad:9999999999')).rejects.toMatchObject({ code: 'ERR_JWS_SIGNATURE_VERIFICATION_FAILED' });
    await cached('admin');
    await cached('admin');
    expect(checked).toEqual(['bad:9999999999', 'bad:9999999999', 'admin', 'admin']);
  });

  it('holds maxEntries tokens at most, dropping the oldest', async () => {
    const { checked, verify } = stand();
    const { now } = clock();
    const cached = cachedVerifier(verify, { maxEntries: 2, maxAgeMs: 60_000, now });
    const exp = seconds(now()) + 300;
    for (const sub of ['a', 'b', 'c', 'c', 'b', 'a']) await cached(`${sub}:${exp}`);
    // a was dropped for c, then b still held, a checked again (dropping b)
    expect(checked).toEqual([`a:${exp}`, `b:${exp}`, `c:${exp}`, `a:${exp}`]);
  });
});
