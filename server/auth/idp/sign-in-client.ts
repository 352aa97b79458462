import { createHash, randomBytes } from 'node:crypto';
import { idpPrefix } from './settings';

export type SignInOptions = {
  // where the server answers, e.g. http://localhost:3000 (the provider builds its endpoints from this host)
  baseUrl: string;
  clientId: string;
  // a registered redirect URI of the client, e.g. `${publicUrl}/`
  redirectUri: string;
  login: string;
  password: string;
};

export type TokenSet = {
  access_token: string;
  refresh_token: string;
  id_token: string;
  expires_in: number;
  token_type: string;
  scope: string;
};

export class SignInError extends Error {}

// A tiny cookie jar: the provider reads its cookies by name, so paths can be ignored here.
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  take(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      if (value && !/expires=Thu, 01 Jan 1970/i.test(line)) this.cookies.set(name, value);
      else this.cookies.delete(name);
    }
  }

  header() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

export type Browser = { request: (url: string, init?: RequestInit) => Promise<Response>; jar: CookieJar };

// fetch with cookies and without following redirects, so each step of a flow can be seen
export const createBrowser = (baseUrl: string, jar = new CookieJar()): Browser => ({
  jar,
  request: async (url, init = {}) => {
    const response = await fetch(new URL(url, baseUrl), {
      ...init,
      redirect: 'manual',
      headers: { ...init.headers, cookie: jar.header() },
    });
    jar.take(response);
    return response;
  },
});

const base64url = (bytes: Buffer) => bytes.toString('base64url');

// Signs in the way a browser does: authorization request with PKCE S256, the Russian login form, the redirects
// back, then the code exchange. Used by `npm run token` against a running server and by the tests.
export const signInWithPassword = async (options: SignInOptions, browser = createBrowser(options.baseUrl)): Promise<TokenSet> => {
  const { request } = browser;
  const discovery = (await (await request(`${idpPrefix}/.well-known/openid-configuration`)).json()) as Record<string, string>;
  const verifier = base64url(randomBytes(32));
  const state = base64url(randomBytes(16));
  const authorization = new URL(discovery.authorization_endpoint);
  authorization.search = new URLSearchParams({
    client_id: options.clientId,
    redirect_uri: options.redirectUri,
    response_type: 'code',
    scope: 'openid profile email',
    state,
    code_challenge: base64url(createHash('sha256').update(verifier).digest()),
    code_challenge_method: 'S256',
  }).toString();

  let response = await request(authorization.pathname + authorization.search);
  let location = response.headers.get('location');
  if (!location?.includes('/interaction/')) throw new SignInError(`Провайдер не показал форму входа (HTTP ${response.status})`);
  const page = await (await request(location)).text();
  const action = /<form method="post" action="([^"]+)"/.exec(page)?.[1];
  if (!action) throw new SignInError('На странице входа нет формы');

  response = await request(action.replaceAll('&amp;', '&'), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ login: options.login, password: options.password }).toString(),
  });
  if (response.status !== 303) {
    const alert = /<div class="alert" role="alert"><p>([^<]+)<\/p>/.exec(await response.text())?.[1];
    throw new SignInError(alert ?? `Вход не удался (HTTP ${response.status})`);
  }
  const isCallback = (url: URL) => `${url.origin}${url.pathname}` === options.redirectUri;
  location = response.headers.get('location');
  while (location && !isCallback(new URL(location, options.baseUrl))) {
    response = await request(location);
    location = response.headers.get('location');
  }
  const callback = new URL(location ?? '', options.baseUrl);
  const code = callback.searchParams.get('code');
  if (!code || callback.searchParams.get('state') !== state) {
    throw new SignInError(`Провайдер не выдал код: ${callback.searchParams.get('error_description') ?? callback.searchParams.get('error') ?? 'нет ответа'}`);
  }

  response = await request(new URL(discovery.token_endpoint).pathname, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      client_id: options.clientId,
      redirect_uri: options.redirectUri,
      code,
      code_verifier: verifier,
    }).toString(),
  });
  if (!response.ok) throw new SignInError(`Обмен кода на токены не удался (HTTP ${response.status}): ${await response.text()}`);
  return (await response.json()) as TokenSet;
};
