import { sheets, type sheets_v4 } from '@googleapis/sheets';
import { JWT } from 'google-auth-library';
import type { SheetsConfig } from '../config';
import { GOOGLE_TOKEN_URI, readServiceAccount, type ServiceAccount } from './service-account';

// The Google Sheets calls the reports need (docs/api-operations.md "Spreadsheet reports and error tables"), through
// @googleapis/sheets with a service-account JWT from google-auth-library. Every failure becomes a SheetsError whose
// message is written for the person who pressed the button.

export type SheetsFailure = 'auth' | 'not-found' | 'forbidden' | 'quota' | 'unavailable' | 'timeout' | 'bad-answer';

export class SheetsError extends Error {
  constructor(
    readonly failure: SheetsFailure,
    message: string,
  ) {
    super(message);
  }
}

const messages = (account: ServiceAccount): Record<SheetsFailure, string> => ({
  auth: 'Google не принял ключ сервисного аккаунта (GOOGLE_SERVICE_ACCOUNT_JSON): отчет не обновлен. Проверьте ключ в настройках сервера',
  'not-found': 'Гугл-таблица группы не найдена: проверьте ссылку на отчет группы',
  forbidden: `Нет доступа к гугл-таблице группы: откройте ее для сервисного аккаунта ${account.clientEmail} с правом редактирования`,
  quota: 'Google Sheets временно ограничил число запросов: отчет не обновлен. Попробуйте через минуту',
  unavailable: 'Сервис Google Sheets недоступен: отчет не обновлен. Попробуйте позже',
  timeout: 'Google Sheets не ответил вовремя: отчет не обновлен. Попробуйте позже',
  'bad-answer': 'Google Sheets ответил непонятно: отчет не обновлен. Попробуйте позже',
});

export type TabValues = string[][];

export type SheetsClient = {
  account: ServiceAccount;
  spreadsheet: (spreadsheetId: string) => Promise<{ spreadsheetUrl: string; tabs: string[] }>;
  create: (title: string, tabs: string[]) => Promise<{ spreadsheetId: string; spreadsheetUrl: string }>;
  addTabs: (spreadsheetId: string, titles: string[]) => Promise<void>;
  read: (spreadsheetId: string, ranges: string[]) => Promise<TabValues[]>;
  clear: (spreadsheetId: string, range: string) => Promise<void>;
  write: (spreadsheetId: string, data: { range: string; values: TabValues }[]) => Promise<void>;
};

export type ClientOptions = { requestTimeoutMs?: number; signal?: AbortSignal };

const failureOf = (error: unknown, signal: AbortSignal | undefined): SheetsFailure => {
  if (signal?.aborted) return 'timeout';
  const status = (error as { status?: unknown; response?: { status?: unknown } }).status ?? (error as { response?: { status?: unknown } }).response?.status;
  if (typeof status === 'number') {
    if (status === 401) return 'auth';
    if (status === 400 && /invalid_grant|invalid_client|unauthorized_client/i.test(String((error as Error).message))) return 'auth';
    if (status === 403) return 'forbidden';
    if (status === 404) return 'not-found';
    if (status === 429) return 'quota';
    if (status >= 500) return 'unavailable';
    return 'bad-answer';
  }
  const name = (error as { name?: unknown }).name;
  if (name === 'TimeoutError' || name === 'AbortError') return 'timeout';
  return 'unavailable';
};

const textCells = (rows: unknown[][] | null | undefined): TabValues =>
  (rows ?? []).map((row) => row.map((cell) => (cell === null || cell === undefined ? '' : String(cell))));

// One JWT per key: google-auth-library keeps its access token until it expires, so refreshes share it.
const jwtCache = new Map<string, JWT>();

const jwtFor = (account: ServiceAccount) => {
  const cacheKey = `${account.clientEmail}\n${account.tokenUri}\n${account.privateKey}`;
  const cached = jwtCache.get(cacheKey);
  if (cached) return cached;
  const jwt = new JWT({ email: account.clientEmail, key: account.privateKey, scopes: ['https://www.googleapis.com/auth/spreadsheets'] });
  if (account.tokenUri !== GOOGLE_TOKEN_URI) {
    // the library asks Google's token endpoint by name; a key that names another (the tests' fake) is asked there
    jwt.transporter.interceptors.request.add({
      resolved: async (options) => {
        if (String(options.url) === GOOGLE_TOKEN_URI) options.url = new URL(account.tokenUri);
        return options;
      },
    });
  }
  jwtCache.set(cacheKey, jwt);
  return jwt;
};

export const createSheetsClient = (config: Pick<SheetsConfig, 'serviceAccountJson' | 'apiRoot'>, options: ClientOptions = {}): SheetsClient => {
  const settings = readServiceAccount(config.serviceAccountJson);
  if (!settings.configured) throw new SheetsError('auth', settings.reason);
  const { account } = settings;
  const { signal } = options;
  const api: sheets_v4.Sheets = sheets({
    version: 'v4',
    // two copies of google-auth-library (ours and googleapis-common's) differ only in private fields
    auth: jwtFor(account) as unknown as sheets_v4.Options['auth'],
    rootUrl: `${config.apiRoot}/`,
    retry: false,
    timeout: options.requestTimeoutMs ?? 15_000,
  });
  const words = messages(account);
  const call = async <Answer>(work: () => Promise<Answer>): Promise<Answer> => {
    if (signal?.aborted) throw new SheetsError('timeout', words.timeout);
    try {
      return await work();
    } catch (error) {
      if (error instanceof SheetsError) throw error;
      const failure = failureOf(error, signal);
      throw Object.assign(new SheetsError(failure, words[failure]), { cause: error });
    }
  };
  const answerOf = <Data>(data: Data | undefined | null): Data => {
    if (data === undefined || data === null) throw new SheetsError('bad-answer', words['bad-answer']);
    return data;
  };

  return {
    account,
    spreadsheet: (spreadsheetId) =>
      call(async () => {
        const { data } = await api.spreadsheets.get({ spreadsheetId, fields: 'spreadsheetId,spreadsheetUrl,sheets.properties.title' }, { signal });
        const answer = answerOf(data);
        return {
          spreadsheetUrl: answer.spreadsheetUrl ?? `https://docs.google.com/spreadsheets/d/${spreadsheetId}/edit`,
          tabs: (answer.sheets ?? []).map((sheet) => sheet.properties?.title ?? '').filter(Boolean),
        };
      }),
    create: (title, tabs) =>
      call(async () => {
        const { data } = await api.spreadsheets.create(
          { requestBody: { properties: { title, locale: 'ru_RU' }, sheets: tabs.map((tab) => ({ properties: { title: tab } })) } },
          { signal },
        );
        const answer = answerOf(data);
        if (!answer.spreadsheetId) throw new SheetsError('bad-answer', words['bad-answer']);
        return {
          spreadsheetId: answer.spreadsheetId,
          spreadsheetUrl: answer.spreadsheetUrl ?? `https://docs.google.com/spreadsheets/d/${answer.spreadsheetId}/edit`,
        };
      }),
    addTabs: (spreadsheetId, titles) =>
      call(async () => {
        if (titles.length === 0) return;
        await api.spreadsheets.batchUpdate(
          { spreadsheetId, requestBody: { requests: titles.map((title) => ({ addSheet: { properties: { title } } })) } },
          { signal },
        );
      }),
    read: (spreadsheetId, ranges) =>
      call(async () => {
        const { data } = await api.spreadsheets.values.batchGet({ spreadsheetId, ranges, majorDimension: 'ROWS' }, { signal });
        const answer = answerOf(data);
        return ranges.map((_, index) => textCells(answer.valueRanges?.[index]?.values));
      }),
    clear: (spreadsheetId, range) =>
      call(async () => {
        await api.spreadsheets.values.clear({ spreadsheetId, range, requestBody: {} }, { signal });
      }),
    write: (spreadsheetId, data) =>
      call(async () => {
        // RAW: names and marks stay text as written ('+', '5/4'), never read as formulas or dates
        await api.spreadsheets.values.batchUpdate({ spreadsheetId, requestBody: { valueInputOption: 'RAW', data } }, { signal });
      }),
  };
};
