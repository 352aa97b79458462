// The service account key of GOOGLE_SERVICE_ACCOUNT_JSON (or _FILE): the JSON Google gives for a service account.
// Its token_uri says where access tokens come from (Google's endpoint; the tests' fake on loopback).

export const GOOGLE_TOKEN_URI = 'https://oauth2.googleapis.com/token';

export type ServiceAccount = { clientEmail: string; privateKey: string; tokenUri: string };

export type SheetsSettings =
  | { configured: true; account: ServiceAccount }
  | { configured: false; reason: string };

export const NOT_CONFIGURED_MESSAGE =
  'Отчеты в гугл-таблицах не настроены: администратор сервера должен указать ключ сервисного аккаунта Google (GOOGLE_SERVICE_ACCOUNT_JSON)';

const BROKEN_KEY_MESSAGE =
  'Отчеты в гугл-таблицах не настроены: ключ сервисного аккаунта Google (GOOGLE_SERVICE_ACCOUNT_JSON) не читается — нужен JSON-ключ с client_email и private_key';

export const readServiceAccount = (json: string): SheetsSettings => {
  if (json.trim() === '') return { configured: false, reason: NOT_CONFIGURED_MESSAGE };
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return { configured: false, reason: BROKEN_KEY_MESSAGE };
  }
  const key = (parsed ?? {}) as Record<string, unknown>;
  const clientEmail = typeof key.client_email === 'string' ? key.client_email.trim() : '';
  const privateKey = typeof key.private_key === 'string' ? key.private_key : '';
  const tokenUri = typeof key.token_uri === 'string' && /^https?:\/\//.test(key.token_uri) ? key.token_uri : GOOGLE_TOKEN_URI;
  if (!clientEmail || !privateKey.includes('PRIVATE KEY')) return { configured: false, reason: BROKEN_KEY_MESSAGE };
  return { configured: true, account: { clientEmail, privateKey, tokenUri } };
};
