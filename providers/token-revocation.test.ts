import { describe, expect, it, vi } from 'vitest';
import { revokeRefreshToken } from './token-revocation';

const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

describe('revokeRefreshToken (RFC 7009 on sign-out)', () => {
  it('posts the refresh token to the revocation endpoint the discovery document names', async () => {
    const fetcher = vi.fn(async (url: RequestInfo | URL) =>
      String(url).endsWith('openid-configuration') ? json({ revocation_endpoint: 'https://id.example/idp/token/revocation' }) : new Response(''),
    );
    expect(await revokeRefreshToken({ issuer: 'https://id.example/idp/', clientId: 'web', refreshToken: 'r1' }, fetcher as typeof fetch)).toBe(true);
    expect(fetcher.mock.calls[0][0]).toBe('https://id.example/idp/.well-known/openid-configuration');
    const [url, init] = fetcher.mock.calls[1] as unknown as [string, RequestInit];
    expect(url).toBe('https://id.example/idp/token/revocation');
    expect(init.method).toBe('POST');
    expect(Object.fromEntries(new URLSearchParams(String(init.body)))).toEqual({ token: 'r1', token_type_hint: 'refresh_token', client_id: 'web' });
  });

  it('does nothing without a token or an endpoint, and never throws', async () => {
    const fetcher = vi.fn(async () => json({}));
    expect(await revokeRefreshToken({ issuer: 'https://id.example', clientId: 'web', refreshToken: undefined }, fetcher as typeof fetch)).toBe(false);
    expect(fetcher).not.toHaveBeenCalled();
    expect(await revokeRefreshToken({ issuer: 'https://id.example', clientId: 'web', refreshToken: 'r1' }, fetcher as typeof fetch)).toBe(false);
    const failing = vi.fn(async () => {
      throw new TypeError('network down');
    });
    expect(await revokeRefreshToken({ issuer: 'https://id.example', clientId: 'web', refreshToken: 'r1' }, failing as typeof fetch)).toBe(false);
  });
});
