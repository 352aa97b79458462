// RFC 7009: on sign-out the app gives its refresh token back to the provider, so a copy of it (a shared machine,
// a leaked log) is worthless even before the session ends. Best effort and bounded in time: sign-out goes on
// whatever the provider answers.
const TIMEOUT_MS = 3000;

type Revocation = { issuer: string; clientId: string; refreshToken: string | undefined };

export const revokeRefreshToken = async ({ issuer, clientId, refreshToken }: Revocation, fetcher: typeof fetch = fetch) => {
  if (!refreshToken) return false;
  try {
    const signal = AbortSignal.timeout(TIMEOUT_MS);
    const discovery = await fetcher(`${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`, { signal });
    const endpoint = ((await discovery.json()) as { revocation_endpoint?: unknown }).revocation_endpoint;
    if (typeof endpoint !== 'string') return false;
    const answer = await fetcher(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token: refreshToken, token_type_hint: 'refresh_token', client_id: clientId }).toString(),
      signal,
    });
    return answer.ok;
  } catch {
    return false;
  }
};
