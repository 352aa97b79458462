import { createVerify, generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseRange, type ParsedRange } from './a1';

// A fake of the Google endpoints the reports use, on loopback, for the tests (issue 11): the OAuth token endpoint
// (checks the service account's RS256 assertion), spreadsheets.get / create / batchUpdate (addSheet) and
// values.get / batchGet / update / batchUpdate / clear, over in-memory spreadsheets the test fills and reads.
// It fails on demand the way Google does (401, 403, 404, 429, 500) and can be slowed down. Never used in production.

export type FakeSheetsFailure = { status: 401 | 403 | 404 | 429 | 500 | 503; where?: 'token' | 'sheets' };

export type FakeSheetsCall = { kind: string; spreadsheetId?: string; ranges?: string[]; at: number };

export type FakeSheetsApi = {
  url: string; // GOOGLE_SHEETS_API_ROOT for the app
  serviceAccountJson: string; // GOOGLE_SERVICE_ACCOUNT_JSON for the app: its token_uri is this fake
  clientEmail: string;
  put: (spreadsheetId: string, tabs: Record<string, string[][]>) => void;
  tab: (spreadsheetId: string, title: string) => string[][] | undefined; // trailing empties trimmed, like the API
  setTab: (spreadsheetId: string, title: string, cells: string[][]) => void; // as a person would type it
  tabs: (spreadsheetId: string) => string[] | undefined;
  spreadsheetIds: () => string[];
  forbid: (spreadsheetId: string) => void;
  calls: () => FakeSheetsCall[];
  failNext: (failure: FakeSheetsFailure, count?: number) => void;
  setDelay: (ms: number) => void;
  reset: () => void;
  close: () => Promise<void>;
};

type Tab = { sheetId: number; cells: string[][] };
type Spreadsheet = { title: string; tabs: Map<string, Tab> };

const googleError = (status: number) => {
  const words: Record<number, [string, string]> = {
    400: ['INVALID_ARGUMENT', 'Invalid request.'],
    401: ['UNAUTHENTICATED', 'Request had invalid authentication credentials.'],
    403: ['PERMISSION_DENIED', 'The caller does not have permission'],
    404: ['NOT_FOUND', 'Requested entity was not found.'],
    429: ['RESOURCE_EXHAUSTED', "Quota exceeded for quota metric 'Read requests'"],
    500: ['INTERNAL', 'Internal error encountered.'],
    503: ['UNAVAILABLE', 'The service is currently unavailable.'],
  };
  const [code, message] = words[status] ?? ['UNKNOWN', 'Error'];
  return { error: { code: status, message, status: code } };
};

class Refusal extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(String(status));
  }
}

const trimmed = (cells: string[][]) => {
  const rows = cells.map((row) => {
    const copy = [...row];
    while (copy.length > 0 && (copy[copy.length - 1] ?? '') === '') copy.pop();
    return copy.map((cell) => cell ?? '');
  });
  while (rows.length > 0 && rows[rows.length - 1].length === 0) rows.pop();
  return rows;
};

const readBody = async (request: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

const base64url = (text: string) => Buffer.from(text, 'base64url');

export const startFakeSheetsApi = async ({ port = 0 }: { port?: number } = {}): Promise<FakeSheetsApi> => {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const clientEmail = 'crm-reports@fake-project.iam.gserviceaccount.com';
  const spreadsheets = new Map<string, Spreadsheet>();
  const forbidden = new Set<string>();
  const tokens = new Set<string>();
  let calls: FakeSheetsCall[] = [];
  let failures: FakeSheetsFailure[] = [];
  let delay = 0;
  let nextSheetId = 1;

  const record = (kind: string, spreadsheetId?: string, ranges?: string[]) => calls.push({ kind, spreadsheetId, ranges, at: Date.now() });

  const takeFailure = (where: 'token' | 'sheets') => {
    const index = failures.findIndex((failure) => (failure.where ?? 'sheets') === where);
    if (index === -1) return;
    const [failure] = failures.splice(index, 1);
    if (where === 'token') throw new Refusal(failure.status === 401 ? 400 : failure.status, { error: 'invalid_grant', error_description: 'Invalid JWT Signature.' });
    throw new Refusal(failure.status, googleError(failure.status));
  };

  const spreadsheetOf = (id: string) => {
    const sheet = spreadsheets.get(id);
    if (!sheet) throw new Refusal(404, googleError(404));
    if (forbidden.has(id)) throw new Refusal(403, googleError(403));
    return sheet;
  };

  const tabOf = (sheet: Spreadsheet, range: string): { tab: Tab; parsed: ParsedRange } => {
    const parsed = parseRange(range);
    const tab = parsed && sheet.tabs.get(parsed.title);
    if (!parsed || !tab) throw new Refusal(400, { error: { code: 400, message: `Unable to parse range: ${range}`, status: 'INVALID_ARGUMENT' } });
    return { tab, parsed };
  };

  const readRange = (sheet: Spreadsheet, range: string) => {
    const { tab, parsed } = tabOf(sheet, range);
    const rows = tab.cells.slice(parsed.startRow, parsed.endRow === undefined ? undefined : parsed.endRow + 1);
    const values = trimmed(rows.map((row) => row.slice(parsed.startColumn, parsed.endColumn === undefined ? undefined : parsed.endColumn + 1)));
    return values.length > 0 ? { range, majorDimension: 'ROWS', values } : { range, majorDimension: 'ROWS' };
  };

  const writeRange = (sheet: Spreadsheet, range: string, values: unknown[][]) => {
    const { tab, parsed } = tabOf(sheet, range);
    values.forEach((row, rowOffset) => {
      const r = parsed.startRow + rowOffset;
      while (tab.cells.length <= r) tab.cells.push([]);
      row.forEach((value, columnOffset) => {
        const c = parsed.startColumn + columnOffset;
        while (tab.cells[r].length <= c) tab.cells[r].push('');
        tab.cells[r][c] = value === null || value === undefined ? '' : String(value);
      });
    });
    return values.reduce((sum, row) => sum + row.length, 0);
  };

  const clearRange = (sheet: Spreadsheet, range: string) => {
    const { tab, parsed } = tabOf(sheet, range);
    tab.cells.forEach((row, r) => {
      if (r < parsed.startRow || (parsed.endRow !== undefined && r > parsed.endRow)) return;
      row.forEach((_, c) => {
        if (c >= parsed.startColumn && (parsed.endColumn === undefined || c <= parsed.endColumn)) row[c] = '';
      });
    });
  };

  const authorise = (request: IncomingMessage) => {
    const header = request.headers.authorization ?? '';
    const token = header.startsWith('Bearer ') ? header.slice(7) : '';
    if (!tokens.has(token)) throw new Refusal(401, googleError(401));
  };

  const issueToken = (form: URLSearchParams) => {
    record('token');
    takeFailure('token');
    const assertion = form.get('assertion') ?? '';
    const [header, payload, signature] = assertion.split('.');
    const valid =
      form.get('grant_type') === 'urn:ietf:params:oauth:grant-type:jwt-bearer' &&
      !!signature &&
      createVerify('RSA-SHA256').update(`${header}.${payload}`).verify(publicKey, base64url(signature));
    const claims = valid ? (JSON.parse(base64url(payload).toString('utf8')) as { iss?: string; scope?: string }) : {};
    if (!valid || claims.iss !== clientEmail) throw new Refusal(400, { error: 'invalid_grant', error_description: 'Invalid JWT Signature.' });
    const token = randomBytes(24).toString('hex');
    tokens.add(token);
    return { access_token: token, expires_in: 3600, token_type: 'Bearer' };
  };

  const urlOf = (id: string) => `https://docs.google.com/spreadsheets/d/${id}/edit`;
  const describe = (id: string, sheet: Spreadsheet) => ({
    spreadsheetId: id,
    spreadsheetUrl: urlOf(id),
    properties: { title: sheet.title, locale: 'ru_RU' },
    sheets: [...sheet.tabs].map(([title, tab], index) => ({ properties: { sheetId: tab.sheetId, title, index } })),
  });

  // answers [status, body]
  const route = async (request: IncomingMessage, rawPath: string, search: URLSearchParams, body: string): Promise<unknown> => {
    const method = request.method ?? 'GET';
    if (method === 'POST' && rawPath === '/token') return issueToken(new URLSearchParams(body));
    const json = () => (body ? (JSON.parse(body) as Record<string, unknown>) : {});
    authorise(request);
    takeFailure('sheets');
    if (method === 'POST' && rawPath === '/v4/spreadsheets') {
      const input = json() as { properties?: { title?: string }; sheets?: { properties?: { title?: string } }[] };
      const id = randomBytes(22).toString('base64url');
      const titles = (input.sheets ?? []).map((sheet) => sheet.properties?.title ?? '').filter(Boolean);
      const sheet: Spreadsheet = { title: input.properties?.title ?? 'Без названия', tabs: new Map() };
      for (const title of titles.length > 0 ? titles : ['Лист1']) sheet.tabs.set(title, { sheetId: nextSheetId++, cells: [] });
      spreadsheets.set(id, sheet);
      record('create', id);
      return describe(id, sheet);
    }
    const match = /^\/v4\/spreadsheets\/([^/:]+)(.*)$/.exec(rawPath);
    if (!match) throw new Refusal(404, googleError(404));
    const id = decodeURIComponent(match[1]);
    const rest = match[2];
    const sheet = spreadsheetOf(id);
    if (method === 'GET' && rest === '') {
      record('get', id);
      return describe(id, sheet);
    }
    if (method === 'POST' && rest === ':batchUpdate') {
      const requests = (json().requests ?? []) as { addSheet?: { properties?: { title?: string } } }[];
      record('batchUpdate', id);
      const replies = requests.map((item) => {
        const title = item.addSheet?.properties?.title;
        if (!title || sheet.tabs.has(title)) throw new Refusal(400, googleError(400));
        const tab = { sheetId: nextSheetId++, cells: [] };
        sheet.tabs.set(title, tab);
        return { addSheet: { properties: { sheetId: tab.sheetId, title } } };
      });
      return { spreadsheetId: id, replies };
    }
    if (method === 'GET' && rest === '/values:batchGet') {
      const ranges = search.getAll('ranges');
      record('values.batchGet', id, ranges);
      return { spreadsheetId: id, valueRanges: ranges.map((range) => readRange(sheet, range)) };
    }
    if (method === 'POST' && rest === '/values:batchUpdate') {
      const input = json() as { data?: { range: string; values: unknown[][] }[] };
      const data = input.data ?? [];
      record('values.batchUpdate', id, data.map((item) => item.range));
      const cells = data.reduce((sum, item) => sum + writeRange(sheet, item.range, item.values ?? []), 0);
      return { spreadsheetId: id, totalUpdatedCells: cells };
    }
    if (rest.startsWith('/values/')) {
      const clear = rest.endsWith(':clear');
      const range = decodeURIComponent(clear ? rest.slice(8, -6) : rest.slice(8));
      if (method === 'POST' && clear) {
        record('values.clear', id, [range]);
        clearRange(sheet, range);
        return { spreadsheetId: id, clearedRange: range };
      }
      if (method === 'GET') {
        record('values.get', id, [range]);
        return readRange(sheet, range);
      }
      if (method === 'PUT') {
        record('values.update', id, [range]);
        const cells = writeRange(sheet, range, ((json().values ?? []) as unknown[][]));
        return { spreadsheetId: id, updatedRange: range, updatedCells: cells };
      }
    }
    throw new Refusal(404, googleError(404));
  };

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://fake');
      const body = await readBody(request);
      if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
      let status = 200;
      let answer: unknown;
      try {
        answer = await route(request, url.pathname, url.searchParams, body);
      } catch (error) {
        if (error instanceof Refusal) {
          status = error.status;
          answer = error.body;
        } else {
          status = 500;
          answer = googleError(500);
        }
      }
      if (response.destroyed) return;
      response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
      response.end(JSON.stringify(answer));
    })();
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    clientEmail,
    serviceAccountJson: JSON.stringify({
      type: 'service_account',
      project_id: 'fake-project',
      private_key_id: 'fake-key',
      private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
      client_email: clientEmail,
      token_uri: `${url}/token`,
    }),
    put: (spreadsheetId, tabs) => {
      const sheet: Spreadsheet = { title: spreadsheetId, tabs: new Map() };
      for (const [title, cells] of Object.entries(tabs)) sheet.tabs.set(title, { sheetId: nextSheetId++, cells: cells.map((row) => [...row]) });
      spreadsheets.set(spreadsheetId, sheet);
    },
    tab: (spreadsheetId, title) => {
      const cells = spreadsheets.get(spreadsheetId)?.tabs.get(title)?.cells;
      return cells ? trimmed(cells) : undefined;
    },
    setTab: (spreadsheetId, title, cells) => {
      const sheet = spreadsheets.get(spreadsheetId);
      if (!sheet) throw new Error(`no spreadsheet ${spreadsheetId}`);
      sheet.tabs.set(title, { sheetId: sheet.tabs.get(title)?.sheetId ?? nextSheetId++, cells: cells.map((row) => [...row]) });
    },
    tabs: (spreadsheetId) => {
      const sheet = spreadsheets.get(spreadsheetId);
      return sheet ? [...sheet.tabs.keys()] : undefined;
    },
    spreadsheetIds: () => [...spreadsheets.keys()],
    forbid: (spreadsheetId) => forbidden.add(spreadsheetId),
    calls: () => [...calls],
    failNext: (failure, count = 1) => {
      for (let index = 0; index < count; index += 1) failures.push(failure);
    },
    setDelay: (ms) => {
      delay = ms;
    },
    reset: () => {
      spreadsheets.clear();
      forbidden.clear();
      calls = [];
      failures = [];
      delay = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};
