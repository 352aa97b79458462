import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rangeOf } from './a1';
import { startFakeSheetsApi, type FakeSheetsApi } from './fake-sheets-api';
import { createSheetsClient, SheetsError } from './sheets-client';
import { readServiceAccount } from './service-account';

let fake: FakeSheetsApi;
beforeAll(async () => {
  fake = await startFakeSheetsApi();
});
afterAll(async () => {
  await fake?.close();
});
beforeEach(() => fake.reset());

const clientOf = (options: Parameters<typeof createSheetsClient>[1] = {}) =>
  createSheetsClient({ serviceAccountJson: fake.serviceAccountJson, apiRoot: fake.url }, options);

const failureOf = async (work: Promise<unknown>) => {
  const error = await work.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(SheetsError);
  return error as SheetsError;
};

describe('the Sheets client against the fake', () => {
  it('creates a spreadsheet, writes, reads, clears, adds a tab — with a token from the key’s token_uri', async () => {
    const client = clientOf();
    const { spreadsheetId, spreadsheetUrl } = await client.create('Отчет: Группа', ['Отчет CRM']);
    expect(spreadsheetUrl).toBe(`https://docs.google.com/spreadsheets/d/${spreadsheetId}/edit`);
    await client.addTabs(spreadsheetId, ["Журнал д'Артаньяна"]);
    expect((await client.spreadsheet(spreadsheetId)).tabs).toEqual(['Отчет CRM', "Журнал д'Артаньяна"]);
    await client.write(spreadsheetId, [
      { range: rangeOf('Отчет CRM', 'A1:B2'), values: [['Группа', 'Математика'], ['+', '=1+1']] },
      { range: rangeOf("Журнал д'Артаньяна", 'B1'), values: [['3']] },
    ]);
    expect(fake.tab(spreadsheetId, 'Отчет CRM')).toEqual([['Группа', 'Математика'], ['+', '=1+1']]);
    const [report, teacher] = await client.read(spreadsheetId, [rangeOf('Отчет CRM', 'A1:Z50'), rangeOf("Журнал д'Артаньяна", 'A1:Z50')]);
    expect(report).toEqual([['Группа', 'Математика'], ['+', '=1+1']]);
    expect(teacher).toEqual([['', '3']]);
    await client.clear(spreadsheetId, rangeOf('Отчет CRM'));
    expect(fake.tab(spreadsheetId, 'Отчет CRM')).toEqual([]);
    expect(fake.calls().filter((call) => call.kind === 'token')).toHaveLength(1);
  });

  it.each([
    [404, 'not-found', 'Гугл-таблица группы не найдена: проверьте ссылку на отчет группы'],
    [429, 'quota', 'Google Sheets временно ограничил число запросов: отчет не обновлен. Попробуйте через минуту'],
    [500, 'unavailable', 'Сервис Google Sheets недоступен: отчет не обновлен. Попробуйте позже'],
  ] as const)('Google answering %i is a %s failure with a Russian message', async (status, failure, message) => {
    fake.put('sheet-0123456789', { Лист1: [] });
    const client = clientOf();
    await client.spreadsheet('sheet-0123456789');
    fake.failNext({ status });
    const error = await failureOf(client.spreadsheet('sheet-0123456789'));
    expect(error.failure).toBe(failure);
    expect(error.message).toBe(message);
  });

  it('a spreadsheet not shared with the service account names the account', async () => {
    fake.put('sheet-forbidden1', { Лист1: [] });
    fake.forbid('sheet-forbidden1');
    const error = await failureOf(clientOf().spreadsheet('sheet-forbidden1'));
    expect(error.failure).toBe('forbidden');
    expect(error.message).toContain(fake.clientEmail);
  });

  it('a key Google refuses is an auth failure', async () => {
    const other = await startFakeSheetsApi();
    try {
      // a key of another account: the fake's token endpoint does not accept its signature
      const client = createSheetsClient({ serviceAccountJson: other.serviceAccountJson.replace(other.url, fake.url), apiRoot: fake.url });
      const error = await failureOf(client.spreadsheet('anything-0123'));
      expect(error.failure).toBe('auth');
      expect(error.message).toMatch(/^Google не принял ключ сервисного аккаунта/);
    } finally {
      await other.close();
    }
  });

  it('a slow Google is a timeout, and nobody listening is unavailable', async () => {
    fake.put('sheet-slow-0001', { Лист1: [] });
    await clientOf().spreadsheet('sheet-slow-0001'); // the token first
    fake.setDelay(1_000);
    const timedOut = await failureOf(clientOf({ signal: AbortSignal.timeout(200) }).spreadsheet('sheet-slow-0001'));
    expect(timedOut.failure).toBe('timeout');
    fake.setDelay(0);
    const nowhere = createSheetsClient({ serviceAccountJson: fake.serviceAccountJson, apiRoot: 'http://127.0.0.1:9' });
    expect((await failureOf(nowhere.spreadsheet('sheet-slow-0001'))).failure).toBe('unavailable');
  });
});

describe('the service account key', () => {
  it('is off when empty, broken when it is no key, on with client_email and private_key', () => {
    expect(readServiceAccount('')).toMatchObject({ configured: false, reason: expect.stringContaining('GOOGLE_SERVICE_ACCOUNT_JSON') });
    expect(readServiceAccount('{not json')).toMatchObject({ configured: false, reason: expect.stringContaining('не читается') });
    expect(readServiceAccount('{"client_email": "a@b"}')).toMatchObject({ configured: false });
    expect(readServiceAccount(fake.serviceAccountJson)).toMatchObject({ configured: true, account: { clientEmail: fake.clientEmail, tokenUri: `${fake.url}/token` } });
  });
});
