import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { NoUpdateError, SheetsSettings, StudentNotFoundError, WrongCycleError } from '../../resources/sheet-errors';
import { dayInTimeZone } from '../../resources/school-year';
import { schoolClasses, sheetSyncErrors, workerLeases } from '../db/schema/index';
import { NOT_A_SHEET_LINK, REFRESH_RUNNING, refreshLeaseName } from '../services/sheet-reports';
import { startFakeSheetsApi, type FakeSheetsApi } from '../sheets/fake-sheets-api';
import { REPORT_TAB, TEACHER_TAB } from '../sheets/report-layout';
import { NOT_CONFIGURED_MESSAGE } from '../sheets/service-account';
import { createTestApp, type DemoLogin, type TestApp } from '../test/app';
import { expectStatus } from '../test/expect';
import { createSheetsSyncWork, runSheetsSyncRound, SHEETS_SYNC_LEASE } from '../workers/sheets-sync';

let fake: FakeSheetsApi;
let t: TestApp;
beforeAll(async () => {
  fake = await startFakeSheetsApi();
  t = await createTestApp({ GOOGLE_SERVICE_ACCOUNT_JSON: fake.serviceAccountJson, GOOGLE_SHEETS_API_ROOT: fake.url });
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});
beforeEach(() => fake.setDelay(0));

const rowsOf = async <Row>(query: ReturnType<typeof sql>) => ((await t.db.execute(query)) as unknown as { rows: Row[] }).rows;
const today = () => dayInTimeZone(new Date(), t.config.tzCentre);

type Group = { id: number; name: string; cycle: number };

// an active group without a sheet, with present students and lessons of its current cycle already over
const groupWithPastLessons = async (skip: number[] = []): Promise<Group & { students: string[]; past: number[] }> => {
  const [group] = await rowsOf<Group>(sql`
    select c.id, c.name, c.cycle from school_classes c
    where not c.is_archived and c.sheet_url is null and c.teacher_sheet_id is null
      and c.id <> all(${sql.param(skip.length > 0 ? skip : [0])}::int[])
      and exists (select 1 from lessons l where l.class_id = c.id and l.cycle_number = c.cycle and l.lesson_date < ${today()}::date)
      and exists (select 1 from student_classes sc join students s on s.id = sc.student_id
                  where sc.class_id = c.id and not sc.is_archived and not s.is_archived
                    and (sc.disenrollment_date is null or sc.disenrollment_date > current_date))
    order by c.id limit 1`);
  const students = await rowsOf<{ name: string }>(sql`
    select s.name from student_classes sc join students s on s.id = sc.student_id
    where sc.class_id = ${group.id} and not sc.is_archived and not s.is_archived
      and (sc.disenrollment_date is null or sc.disenrollment_date > current_date)`);
  const past = await rowsOf<{ lesson_number: number }>(
    sql`select lesson_number from lessons where class_id = ${group.id} and cycle_number = ${group.cycle} and lesson_date < ${today()}::date order by lesson_number`,
  );
  return { ...group, students: students.map((row) => row.name), past: past.map((row) => row.lesson_number) };
};

const refresh = (classId: number, as: DemoLogin = 'teacher') => t.call({ method: 'POST', url: `/api/update-teacher-sheet/${classId}`, as });

const list = async <Row>(path: string, as: DemoLogin = 'admin') => {
  const response = await t.call({ method: 'GET', url: `/api/${path}`, as });
  expectStatus(response, 200);
  expect(Number(response.headers['x-total-count'])).toBe((response.json() as Row[]).length);
  return response.json() as Row[];
};
const errorRowsOf = async (classId: number) =>
  (await t.db.select().from(sheetSyncErrors).where(eq(sheetSyncErrors.schoolClassId, classId))).map((row) => ({
    kind: row.kind,
    studentName: row.studentName,
    cycleNumber: row.cycleNumber,
  }));
const groupRow = async (classId: number) => (await t.db.select().from(schoolClasses).where(eq(schoolClasses.id, classId)))[0];
const messageOf = (response: { json: () => unknown }) => (response.json() as { message: string }).message;

describe('the error tables (GET no-updates-, student-not-found-, wrong-cycle-error-info)', () => {
  it('list the demo rows with their class, teacher, student, cycle and report link', async () => {
    const noUpdate = await list<NoUpdateError>('no-updates-error-info');
    const notFound = await list<StudentNotFoundError>('student-not-found-error-info');
    const wrongCycle = await list<WrongCycleError>('wrong-cycle-error-info');
    expect(noUpdate.length).toBeGreaterThanOrEqual(2);
    expect(notFound.map((row) => row.studentName)).toEqual(expect.arrayContaining(['Кузнецова Варвара', 'Белов Тимофей', 'Орлова Ксения']));
    expect(wrongCycle.length).toBeGreaterThanOrEqual(2);
    for (const row of [...noUpdate, ...notFound, ...wrongCycle]) {
      expect(row.sheetUrl).toMatch(/^https:\/\/docs\.google\.com\/spreadsheets\/d\//);
      expect(row.className).not.toBe('');
      expect((await groupRow(row.schoolClassId)).sheetUrl).toBe(row.sheetUrl);
    }
    expect(noUpdate[0]).toEqual({ errorId: expect.any(Number), sheetUrl: expect.any(String), schoolClassId: expect.any(Number), detectedAt: expect.any(String), className: expect.any(String), teacherName: expect.any(String) });
    expect(wrongCycle.every((row) => typeof row.cycleNumber === 'number')).toBe(true);
    const names = notFound.map((row) => row.studentName);
    expect(names).toEqual([...names].sort((left, right) => left.localeCompare(right, 'ru')));
  });

  it.each([
    ['owner', 200],
    ['admin', 200],
    ['teacher', 403],
    ['user', 403],
    ['guest', 200], // a signed-in user without a role reads everything (core.md §6, NO_ROLE_ACCESS=read)
  ] as const)('are read by %s: %i', async (login, status) => {
    for (const path of ['no-updates-error-info', 'student-not-found-error-info', 'wrong-cycle-error-info']) {
      expectStatus(await t.call({ method: 'GET', url: `/api/${path}`, as: login }), status);
    }
  });

  it('answer 401 without a token', async () => {
    expectStatus(await t.call({ method: 'GET', url: '/api/wrong-cycle-error-info' }), 401);
  });

  it('leave out the rows of archived groups', async () => {
    const [row] = await list<WrongCycleError>('wrong-cycle-error-info');
    await t.db.update(schoolClasses).set({ isArchived: true }).where(eq(schoolClasses.id, row.schoolClassId));
    try {
      expect((await list<WrongCycleError>('wrong-cycle-error-info')).some((item) => item.schoolClassId === row.schoolClassId)).toBe(false);
    } finally {
      await t.db.update(schoolClasses).set({ isArchived: false }).where(eq(schoolClasses.id, row.schoolClassId));
    }
  });
});

describe('GET sheets/settings', () => {
  it('says reports are configured, with the service account to share sheets with', async () => {
    const response = await t.call({ method: 'GET', url: '/api/sheets/settings', as: 'teacher' });
    expectStatus(response, 200);
    expect(response.json()).toEqual({ configured: true, message: null, serviceAccountEmail: fake.clientEmail });
    expectStatus(await t.call({ method: 'GET', url: '/api/sheets/settings', as: 'user' }), 403);
    expectStatus(await t.call({ method: 'GET', url: '/api/sheets/settings' }), 401);
  });
});

describe('POST update-teacher-sheet/{classId} against the fake Google', () => {
  let group: Awaited<ReturnType<typeof groupWithPastLessons>>;
  let spreadsheetId: string;
  beforeAll(async () => {
    group = await groupWithPastLessons();
  });

  it('creates the group’s spreadsheet, writes the report and the teacher’s tab, stores the link and NO_UPDATE', async () => {
    const before = fake.spreadsheetIds().length;
    const response = await refresh(group.id, 'teacher');
    expectStatus(response, 200);
    const answer = response.json() as { sheetUrl: string; teacherSheetId: string; spreadsheetCreated: boolean; problems: Record<string, number>; sheetRefreshRequestedAt: string };
    expect(answer.spreadsheetCreated).toBe(true);
    spreadsheetId = answer.teacherSheetId;
    expect(answer.sheetUrl).toBe(`https://docs.google.com/spreadsheets/d/${spreadsheetId}/edit`);
    expect(fake.spreadsheetIds()).toHaveLength(before + 1);
    expect(fake.tabs(spreadsheetId)).toEqual([REPORT_TAB, TEACHER_TAB]);
    const stored = await groupRow(group.id);
    expect(stored).toMatchObject({ sheetUrl: answer.sheetUrl, teacherSheetId: spreadsheetId });
    expect(stored.sheetRefreshRequestedAt?.toISOString()).toBe(answer.sheetRefreshRequestedAt);

    const report = fake.tab(spreadsheetId, REPORT_TAB)!;
    expect(report.slice(0, 3)).toEqual([['Группа', group.name], ['Преподаватель', expect.any(String)], ['Цикл', String(group.cycle)]]);
    expect(report[5][0]).toBe('Ученик');
    expect(report[6].slice(-3)).toEqual(['Оплаченные циклы', 'Неоплаченные циклы', 'Долг']);
    const names = report.slice(7, 7 + group.students.length).map((row) => row[0]);
    expect(names.sort()).toEqual([...group.students].sort());
    expect(report.at(-3)).toEqual(['Учеников', String(group.students.length)]);
    expect(report.some((row) => row.some((cell) => ['+', '-'].includes(cell)))).toBe(true); // the gradebook's attendance

    const teacher = fake.tab(spreadsheetId, TEACHER_TAB)!;
    expect(teacher[0]).toEqual(['Цикл', String(group.cycle)]);
    expect(teacher.slice(3).map((row) => row[0]).sort()).toEqual([...group.students].sort());
    // the template has no marks while lessons are over
    expect(answer.problems).toEqual({ noUpdate: 1, studentNotFound: 0, wrongCycle: 0 });
    expect(await errorRowsOf(group.id)).toEqual([{ kind: 'NO_UPDATE', studentName: null, cycleNumber: null }]);
    const listed = (await list<NoUpdateError>('no-updates-error-info')).find((row) => row.schoolClassId === group.id);
    expect(listed).toMatchObject({ className: group.name, sheetUrl: answer.sheetUrl });
  });

  it('reads what the teacher wrote and replaces the group’s rows: WRONG_CYCLE and STUDENT_NOT_FOUND', async () => {
    fake.setTab(spreadsheetId, TEACHER_TAB, [
      ['Цикл', String(group.cycle + 5)],
      [],
      ['Ученик', 'Урок 1'],
      [group.students[0], '+'],
      ['Неизвестный  Ученик', '+'],
    ]);
    const response = await refresh(group.id, 'admin');
    expectStatus(response, 200);
    expect(response.json()).toMatchObject({ spreadsheetCreated: false, teacherSheetId: spreadsheetId, problems: { noUpdate: 0, studentNotFound: 1, wrongCycle: 1 } });
    expect(fake.tabs(spreadsheetId)).toEqual([REPORT_TAB, TEACHER_TAB]);
    expect((await errorRowsOf(group.id)).sort((a, b) => a.kind.localeCompare(b.kind))).toEqual([
      { kind: 'STUDENT_NOT_FOUND', studentName: 'Неизвестный Ученик', cycleNumber: null },
      { kind: 'WRONG_CYCLE', studentName: null, cycleNumber: group.cycle + 5 },
    ]);
    expect((await list<NoUpdateError>('no-updates-error-info')).some((row) => row.schoolClassId === group.id)).toBe(false);
    expect((await list<StudentNotFoundError>('student-not-found-error-info')).find((row) => row.schoolClassId === group.id)?.studentName).toBe('Неизвестный Ученик');
    expect((await list<WrongCycleError>('wrong-cycle-error-info')).find((row) => row.schoolClassId === group.id)?.cycleNumber).toBe(group.cycle + 5);
    // the teacher's tab is the teacher's: the refresh did not write it
    expect(fake.tab(spreadsheetId, TEACHER_TAB)![0]).toEqual(['Цикл', String(group.cycle + 5)]);
  });

  it('a sheet filled for every past lesson of the right cycle leaves no rows', async () => {
    const lessons = Math.max(...group.past);
    fake.setTab(spreadsheetId, TEACHER_TAB, [
      ['Цикл', `Цикл ${group.cycle}`],
      [],
      ['Ученик', ...Array.from({ length: lessons }, (_, index) => `Урок ${index + 1}`)],
      ...group.students.map((name, index) => [name.toUpperCase(), ...Array.from({ length: lessons }, () => (index === 0 ? '+' : ''))]),
    ]);
    const response = await refresh(group.id);
    expectStatus(response, 200);
    expect(response.json()).toMatchObject({ problems: { noUpdate: 0, studentNotFound: 0, wrongCycle: 0 } });
    expect(await errorRowsOf(group.id)).toEqual([]);
  });

  it('a tab the teacher deleted is made again from the template', async () => {
    fake.put(spreadsheetId, { [REPORT_TAB]: [] });
    expectStatus(await refresh(group.id), 200);
    expect(fake.tabs(spreadsheetId)).toEqual([REPORT_TAB, TEACHER_TAB]);
    expect(fake.tab(spreadsheetId, TEACHER_TAB)![0]).toEqual(['Цикл', String(group.cycle)]);
  });

  it.each([
    [503, 503, 'Сервис Google Sheets недоступен: отчет не обновлен. Попробуйте позже'],
    [500, 503, 'Сервис Google Sheets недоступен: отчет не обновлен. Попробуйте позже'],
    [429, 503, 'Google Sheets временно ограничил число запросов: отчет не обновлен. Попробуйте через минуту'],
    [404, 502, 'Гугл-таблица группы не найдена: проверьте ссылку на отчет группы'],
  ] as const)('Google answering %i: %i with a clear Russian message, the group and its rows unchanged', async (googleStatus, status, message) => {
    const rowsBefore = await errorRowsOf(group.id);
    const groupBefore = await groupRow(group.id);
    fake.failNext({ status: googleStatus });
    const response = await refresh(group.id);
    expectStatus(response, status);
    expect(messageOf(response)).toBe(message);
    expect(await errorRowsOf(group.id)).toEqual(rowsBefore);
    expect(await groupRow(group.id)).toMatchObject({ sheetUrl: groupBefore.sheetUrl, teacherSheetId: groupBefore.teacherSheetId });
  });

  it('a spreadsheet not shared with the service account: 502 naming the account to share it with', async () => {
    fake.forbid(spreadsheetId);
    const response = await refresh(group.id);
    expectStatus(response, 502);
    expect(messageOf(response)).toBe(`Нет доступа к гугл-таблице группы: откройте ее для сервисного аккаунта ${fake.clientEmail} с правом редактирования`);
  });

  it('a report link that is no Google spreadsheet: 409, nothing written', async () => {
    const other = await groupWithPastLessons([group.id]);
    await t.db.update(schoolClasses).set({ sheetUrl: 'https://example.org/report' }).where(eq(schoolClasses.id, other.id));
    const sheetCalls = () => fake.calls().filter((call) => call.kind !== 'token').length;
    const before = sheetCalls();
    const response = await refresh(other.id);
    expectStatus(response, 409);
    expect(messageOf(response)).toBe(NOT_A_SHEET_LINK);
    expect(sheetCalls()).toBe(before);
    await t.db.update(schoolClasses).set({ sheetUrl: null }).where(eq(schoolClasses.id, other.id));
  });

  it('two refreshes of one group at once make one spreadsheet: the second is told the first is running (409)', async () => {
    const other = await groupWithPastLessons([group.id]);
    const before = fake.spreadsheetIds().length;
    fake.setDelay(300);
    const answers = await Promise.all([refresh(other.id, 'teacher'), refresh(other.id, 'admin')]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(messageOf(answers.find((answer) => answer.statusCode === 409)!)).toBe(REFRESH_RUNNING);
    expect(fake.spreadsheetIds()).toHaveLength(before + 1);
    // given back: the next refresh runs, into the same spreadsheet
    expect(await t.db.select().from(workerLeases).where(eq(workerLeases.name, refreshLeaseName(other.id)))).toEqual([]);
    fake.setDelay(0);
    expectStatus(await refresh(other.id), 200);
    expect(fake.spreadsheetIds()).toHaveLength(before + 1);
    await t.db.update(schoolClasses).set({ sheetUrl: null, teacherSheetId: null }).where(eq(schoolClasses.id, other.id));
  });

  it.each([
    ['owner', 'allowed'],
    ['user', 403],
    ['guest', 403],
  ] as const)('%s: %s', async (login, expected) => {
    const other = await groupWithPastLessons([group.id]);
    const response = await refresh(other.id, login);
    if (expected === 'allowed') expectStatus(response, 200);
    else {
      expectStatus(response, expected);
      expect((await groupRow(other.id)).sheetRefreshRequestedAt).toBeNull();
    }
  });

  it('an unknown group: 404', async () => {
    expectStatus(await refresh(999_999), 404);
  });
});

describe('without a service account', () => {
  it('refuses with 409 saying reports are not configured, and the settings say why', async () => {
    const key = t.config.sheets.serviceAccountJson;
    // the running app reads its configuration object on every request: switched off here, and back after
    t.config.sheets.serviceAccountJson = '';
    try {
      const group = await groupWithPastLessons();
      const response = await refresh(group.id, 'admin');
      expectStatus(response, 409);
      expect(messageOf(response)).toBe(NOT_CONFIGURED_MESSAGE);
      expect((await groupRow(group.id)).sheetRefreshRequestedAt).toBeNull();
      const settings = await t.call({ method: 'GET', url: '/api/sheets/settings', as: 'teacher' });
      expect(settings.json() as SheetsSettings).toEqual({ configured: false, message: NOT_CONFIGURED_MESSAGE, serviceAccountEmail: null });
      t.config.sheets.serviceAccountJson = '{"client_email": "x@y"}';
      expect(messageOf(await refresh(group.id, 'admin'))).toMatch(/не читается/);
    } finally {
      t.config.sheets.serviceAccountJson = key;
    }
  });
});

describe('the periodic sync (sheets-sync)', () => {
  const context = () => ({ config: t.config, database: t.database, log: t.app.log });

  it('syncs every active group with a sheet, goes on past a failing one, and keeps that one’s rows', async () => {
    const demoRows = await rowsOf<{ total: number }>(sql`select count(*)::int as total from sheet_sync_errors where sheet_url like '%demo-report-%'`);
    const [{ total: withSheets }] = await rowsOf<{ total: number }>(
      sql`select count(*)::int as total from school_classes where not is_archived and (sheet_url is not null or teacher_sheet_id is not null)`,
    );
    const result = await runSheetsSyncRound(context());
    // the demo groups' sheets are demo ids Google does not know
    expect(result.synced + result.failed).toBe(withSheets);
    expect(result.synced).toBeGreaterThanOrEqual(1);
    expect(result.failed).toBeGreaterThanOrEqual(1);
    expect(await rowsOf(sql`select count(*)::int as total from sheet_sync_errors where sheet_url like '%demo-report-%'`)).toEqual(demoRows);
  });

  it('holds the sheets-sync lease while it runs and gives it back on stop; off without a service account', async () => {
    const work = createSheetsSyncWork({ intervalMs: 60_000, firstRoundMs: 0 });
    const running = await work.start(context());
    const deadline = Date.now() + 20_000;
    let lease: { holder: string }[] = [];
    while (lease.length === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      lease = await t.db.select().from(workerLeases).where(eq(workerLeases.name, SHEETS_SYNC_LEASE));
    }
    expect(lease).toHaveLength(1);
    await running.stop();
    expect(await t.db.select().from(workerLeases).where(eq(workerLeases.name, SHEETS_SYNC_LEASE))).toEqual([]);

    const key = t.config.sheets.serviceAccountJson;
    t.config.sheets.serviceAccountJson = '';
    try {
      const off = await createSheetsSyncWork({ firstRoundMs: 0 }).start(context());
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(await t.db.select().from(workerLeases).where(eq(workerLeases.name, SHEETS_SYNC_LEASE))).toEqual([]);
      await off.stop();
    } finally {
      t.config.sheets.serviceAccountJson = key;
    }
  });
});
