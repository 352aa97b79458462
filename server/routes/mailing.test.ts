import { readdir } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnnouncementDetail, AnnouncementRow, DeliveryRow, GroupChatRow, RecipientOption, TemplateRow } from '../../resources/mailing';
import { MAILING_MESSAGES as m, TEMPLATE_MESSAGES } from '../../resources/operations/mailing-form';
import { uploadsDir } from '../services/announcement-files';
import { dispatchDueAnnouncements } from '../services/announcement-dispatch';
import { createTestApp, rowCounts, type DemoLogin, type TestApp } from '../test/app';
import { expectBadRequest, expectStatus, expectValidationError } from '../test/expect';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TELEGRAM_BOT_TOKEN: 'x', TELEGRAM_API_ROOT: 'http://127.0.0.1:9' });
});
afterAll(async () => {
  await t?.close();
});

const rowsOf = async <Row>(query: ReturnType<typeof sql>) => ((await t.db.execute(query)) as unknown as { rows: Row[] }).rows;
const soon = () => new Date(Date.now() + 60 * 60 * 1000).toISOString();
const past = () => new Date(Date.now() - 60 * 1000).toISOString();

// tiny files whose first bytes say what they are
const PNG = Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex'), Buffer.alloc(64)]);
const GIF = Buffer.concat([Buffer.from('GIF89a'), Buffer.from('0100010080000000000000', 'hex'), Buffer.alloc(32)]);
const JPEG = Buffer.concat([Buffer.from('ffd8ffe000104a46494600010100000100010000', 'hex'), Buffer.alloc(64)]);
const MP4 = Buffer.concat([Buffer.from('00000018667479706973366f6d0000020069736f6d69736f32', 'hex').subarray(0, 0), Buffer.from('0000001866747970', 'hex'), Buffer.from('isom'), Buffer.from('00000200', 'hex'), Buffer.from('isomiso2'), Buffer.alloc(64)]);
const PDF = Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n');

type Part = { name: string; value?: string; file?: { name: string; content: Buffer; type?: string } };
const multipart = (parts: Part[]) => {
  const boundary = '----mailing-test-boundary';
  const chunks: Buffer[] = [];
  for (const part of parts) {
    if (part.file) {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.file.name}"\r\nContent-Type: ${part.file.type ?? 'application/octet-stream'}\r\n\r\n`,
        ),
        part.file.content,
        Buffer.from('\r\n'),
      );
    } else {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value ?? ''}\r\n`));
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
};

const groupChatForm = (fields: Record<string, string | undefined>, files: { name: string; content: Buffer }[] = []) =>
  multipart([
    ...Object.entries(fields)
      .filter(([, value]) => value !== undefined)
      .map(([name, value]) => ({ name, value })),
    ...files.map((file) => ({ name: 'images', file })),
  ]);

let groups: { id: number; name: string }[];
let chatIds: number[];
let staffIds: number[];
beforeAll(async () => {
  groups = await rowsOf(sql`select id, name from school_classes where not is_archived and exists (select 1 from student_classes sc where sc.class_id = school_classes.id and sc.disenrollment_date is null and not sc.is_archived) order by id limit 3`);
  chatIds = (await rowsOf<{ id: number }>(sql`select id from group_chats where not is_archived order by id`)).map((row) => row.id);
  staffIds = (await rowsOf<{ id: number }>(sql`select id from staff where not archived order by id limit 2`)).map((row) => row.id);
});

const post = (url: string, payload: unknown, as: DemoLogin = 'admin') => t.call({ method: 'POST', url: `/api/${url}`, payload: payload as object, as });
const get = (url: string, as: DemoLogin = 'admin') => t.call({ method: 'GET', url: `/api/${url}`, as });

const studentsBody = () => ({
  messageText: '<p>Собрание в <b>субботу</b></p><script>x()</script>',
  schoolClassIds: [groups[0].id, groups[1].id],
  sendToStudents: true,
  sendToParents: true,
  sendDateTime: soon(),
  messageTemplate: null,
});

describe('the demo data', () => {
  it('shows every status in the table, newest send time first, deleted ones hidden', async () => {
    const response = await get('announcements-controller/table?_start=0&_end=25');
    expectStatus(response, 200);
    const rows = response.json() as AnnouncementRow[];
    expect(new Set(rows.map((row) => row.status))).toEqual(new Set(['PENDING', 'SENT', 'PARTIALLY_SENT', 'FAILED']));
    const times = rows.map((row) => row.sendDateTime);
    expect(times).toEqual([...times].sort().reverse());
    expect(rows.some((row) => row.messageText.startsWith('Домашнее задание'))).toBe(false);
    expect(Number(response.headers['x-total-count'])).toBe(rows.length);
    const templates = (await get('announcements-controller/templates-info')).json() as TemplateRow[];
    expect(templates.filter((row) => row.isArchived)).toHaveLength(1);
    expect(templates.at(-1)!.isArchived).toBe(true);
    expect(chatIds.length).toBe(6);
  });
});

describe('rights', () => {
  it.each([
    ['owner', 200, 201],
    ['admin', 200, 201],
    ['teacher', 403, 403],
    ['user', 403, 403],
    ['guest', 200, 403],
  ] as const)('%s: reads %i, writes %i', async (as, readStatus, writeStatus) => {
    expectStatus(await get('announcements-controller/table', as), readStatus);
    expectStatus(await get('group-chats-info', as), readStatus);
    expectStatus(await get('announcements-controller/delivery-settings', as), readStatus);
    expectStatus(await post('announcements-controller/new', studentsBody(), as), writeStatus);
    expectStatus(await post('announcement-templates', { name: `Шаблон ${as}`, text: 'Текст' }, as), writeStatus);
  });

  it.each(['owner', 'admin', 'teacher', 'user', 'guest'] as const)('%s reads a mailing (read Report)', async (as) => {
    const [{ id }] = await rowsOf<{ id: number }>(sql`select id from announcements where deleted_at is null order by id limit 1`);
    expectStatus(await get(`announcements/${id}`, as), 200);
    expectStatus(await get(`announcements-controller/deliveries/${id}/parents`, as), 200);
  });

  it('answers 401 without a token', async () => {
    expectStatus(await t.call({ method: 'GET', url: '/api/announcements-controller/table' }), 401);
  });
});

describe('a students/parents mailing', () => {
  it('is stored sanitised, listed PENDING, and dispatched to the students and parents once each', async () => {
    const response = await post('announcements-controller/new', { ...studentsBody(), schoolClassIds: [groups[0].id, groups[0].id, groups[1].id], sendDateTime: past() });
    expectStatus(response, 201);
    const { id } = response.json() as { id: number };
    const detail = (await get(`announcements/${id}`)).json() as AnnouncementDetail;
    expect(detail.announcementText).toBe('Собрание в <b>субботу</b>');
    expect(detail.status).toBe('PENDING');
    expect(detail.dispatched).toBe(false);
    expect(detail.schoolClasses.map((row) => row.id).sort()).toEqual([groups[0].id, groups[1].id].sort());
    const students = (await get(`announcements-controller/${id}/students`)).json() as RecipientOption[];
    const parents = (await get(`announcements-controller/${id}/parents`)).json() as RecipientOption[];
    expect(students.length).toBeGreaterThan(0);
    expect(new Set(students.map((row) => row.id)).size).toBe(students.length);
    expect((await get(`announcements-controller/${id}/staff`)).json()).toEqual([]);
    const picker = (await get(`announcements-controller/students?classIds=${groups[0].id},${groups[1].id}`)).json() as RecipientOption[];
    expect(picker).toEqual(students);
    expect((await get(`announcements-controller/parents?classIds=${groups[0].id}&classIds=${groups[1].id}`)).json()).toEqual(parents);

    expect(await dispatchDueAnnouncements(t.db, new Date())).toBeGreaterThanOrEqual(1);
    const after = (await get(`announcements/${id}`)).json() as AnnouncementDetail;
    expect(after.dispatched).toBe(true);
    const delivered = (await get(`announcements-controller/deliveries/${id}/students`)).json() as DeliveryRow[];
    expect(delivered.map((row) => row.personId).sort()).toEqual(students.map((row) => row.id).sort());
    for (const row of delivered) {
      const student = students.find((candidate) => candidate.id === row.personId)!;
      expect(row.state).toBe(student.hasTelegramId ? 'PENDING' : 'FAILED');
      if (!student.hasTelegramId) expect(row.error).toBe('Нет Telegram');
      expect(row.isSent).toBe(false);
    }
    const parentRows = (await get(`announcements-controller/deliveries/${id}/parents`)).json() as DeliveryRow[];
    expect(parentRows.map((row) => row.personId).sort()).toEqual(parents.map((row) => row.id).sort());
    const [audit] = await rowsOf<{ action: string }>(sql`select action from audit_log where entity = 'announcements' and entity_id = ${String(id)}`);
    expect(audit.action).toBe('create');
  });

  it.each([
    ['no text', { messageText: '' }, m.textRequired, 'messageText'],
    ['only tags', { messageText: '<p><br></p><div></div>' }, m.textRequired, 'messageText'],
    ['no group', { schoolClassIds: [] }, m.groupsRequired, 'schoolClassIds'],
    ['no recipient kind', { sendToStudents: false, sendToParents: false }, m.recipientsRequired, 'sendToStudents'],
    ['no date', { sendDateTime: undefined }, m.sendDateRequired, 'sendDateTime'],
    ['a bad date', { sendDateTime: '31.12.2026 10:00' }, m.sendDateFormat, 'sendDateTime'],
    ['a group that does not exist', { schoolClassIds: [999999] }, 'Группа не найдена', 'schoolClassIds'],
    ['a template that does not exist', { messageTemplate: 999999 }, 'Шаблон не найден', 'messageTemplate'],
    ['a text too long', { messageText: 'я'.repeat(4097) }, m.textTooLong, 'messageText'],
  ])('refuses %s with its message and stores nothing', async (_name, change, message, field) => {
    const before = await rowCounts(t.db);
    const response = await post('announcements-controller/new', { ...studentsBody(), ...change });
    expectValidationError(response, message, field);
    expect(await rowCounts(t.db)).toEqual(before);
  });

  it('refuses a text that is only tags once sanitised', async () => {
    expectValidationError(await post('announcements-controller/new', { ...studentsBody(), messageText: '<script>alert(1)</script>' }), m.textRequired, 'messageText');
  });

  it('refuses a bad classIds list', async () => {
    expectBadRequest(await get('announcements-controller/students?classIds=1,x'), 'Некорректный список групп');
    expect((await get('announcements-controller/students')).json()).toEqual([]);
  });
});

describe('a staff mailing', () => {
  it('is created and reaches the chosen staff', async () => {
    const response = await post('announcements-controller/staff/new', { messageText: 'Планёрка', staffIds: staffIds, sendDateTime: past(), messageTemplate: null });
    expectStatus(response, 201);
    const { id } = response.json() as { id: number };
    expect(((await get(`announcements-controller/${id}/staff`)).json() as RecipientOption[]).map((row) => row.id).sort()).toEqual([...staffIds].sort());
    await dispatchDueAnnouncements(t.db, new Date());
    expect(((await get(`announcements-controller/deliveries/${id}/staff`)).json() as DeliveryRow[]).map((row) => row.personId).sort()).toEqual([...staffIds].sort());
  });

  it.each([
    [{ staffIds: [] }, m.staffRequired],
    [{ staffIds: [999999] }, 'Сотрудник не найден'],
    [{ messageText: '  ' }, m.textRequired],
    [{ sendDateTime: '' }, m.sendDateRequired],
  ])('refuses %j', async (change, message) => {
    expectValidationError(await post('announcements-controller/staff/new', { messageText: 'Текст', staffIds, sendDateTime: soon(), messageTemplate: null, ...change }), message);
  });
});

describe('a group-chat mailing', () => {
  const uploads = async () => (await readdir(uploadsDir(t.config)).catch(() => [])).length;

  it('takes files checked by their content and keeps them on disk with their sha256', async () => {
    const before = await uploads();
    const response = await t.call({
      method: 'POST',
      url: '/api/announcements-controller/groupChat/new',
      as: 'admin',
      ...groupChatForm({ messageText: '', groupChatIds: `${chatIds[0]},${chatIds[1]}`, sendDateTime: soon(), messageTemplate: '' }, [
        { name: 'фото.png', content: PNG },
        { name: 'a.gif', content: GIF },
        { name: 'b.jpg', content: JPEG },
        { name: 'видео.mp4', content: MP4 },
      ]),
    });
    expectStatus(response, 201);
    const { id } = response.json() as { id: number };
    const detail = (await get(`announcements/${id}`)).json() as AnnouncementDetail;
    expect(detail.files.map((file) => [file.fileName, file.mimeType, file.sizeBytes])).toEqual([
      ['фото.png', 'image/png', PNG.length],
      ['a.gif', 'image/gif', GIF.length],
      ['b.jpg', 'image/jpeg', JPEG.length],
      ['видео.mp4', 'video/mp4', MP4.length],
    ]);
    expect(detail.sendToGroupChat).toBe(true);
    expect(detail.groupChats.map((chat) => chat.id).sort()).toEqual([chatIds[0], chatIds[1]].sort());
    expect(await uploads()).toBe(before + 4);
    const [file] = await rowsOf<{ sha256: string }>(sql`select sha256 from announcement_files where announcement_id = ${id} and position = 0`);
    expect(file.sha256).toMatch(/^[0-9a-f]{64}$/);
    const chats = (await get(`announcements-controller/${id}/group-chats`)).json() as RecipientOption[];
    expect(chats).toHaveLength(2);
  });

  it('takes the chat ids repeated or as JSON, and text without files', async () => {
    for (const ids of [[String(chatIds[0]), String(chatIds[1])], [JSON.stringify([chatIds[0]])]]) {
      const form = multipart([{ name: 'messageText', value: 'Привет' }, ...ids.map((value) => ({ name: 'groupChatIds', value })), { name: 'sendDateTime', value: soon() }]);
      expectStatus(await t.call({ method: 'POST', url: '/api/announcements-controller/groupChat/new', as: 'admin', ...form }), 201);
    }
  });

  const refused = async (fields: Record<string, string | undefined>, files: { name: string; content: Buffer }[], message: string) => {
    const before = await rowCounts(t.db);
    const filesBefore = await uploads();
    const response = await t.call({ method: 'POST', url: '/api/announcements-controller/groupChat/new', as: 'admin', ...groupChatForm(fields, files) });
    expectBadRequest(response, message);
    expect(await rowCounts(t.db)).toEqual(before);
    expect(await uploads()).toBe(filesBefore);
  };

  it('needs text or files', async () => refused({ messageText: ' ', groupChatIds: String(chatIds[0]), sendDateTime: soon() }, [], m.textOrFiles));
  it('needs a chat', async () => refused({ messageText: 'Привет', sendDateTime: soon() }, [], m.chatsRequired));
  it('needs a known chat', async () => refused({ messageText: 'Привет', groupChatIds: '999999', sendDateTime: soon() }, [], 'Групповой чат не найден'));
  it('needs a date', async () => refused({ messageText: 'Привет', groupChatIds: String(chatIds[0]) }, [], m.sendDateRequired));
  it('refuses 11 files', async () =>
    refused({ groupChatIds: String(chatIds[0]), sendDateTime: soon() }, Array.from({ length: 11 }, (_, index) => ({ name: `${index}.png`, content: PNG })), m.tooManyFiles));
  it('refuses a PDF named .png', async () => refused({ groupChatIds: String(chatIds[0]), sendDateTime: soon() }, [{ name: 'a.png', content: PNG }, { name: 'b.png', content: PDF }], m.fileType));
  it('refuses an empty file', async () => refused({ groupChatIds: String(chatIds[0]), sendDateTime: soon() }, [{ name: 'a.png', content: Buffer.alloc(0) }], m.fileType));
  it('refuses an image over 10 MB', async () =>
    refused({ groupChatIds: String(chatIds[0]), sendDateTime: soon() }, [{ name: 'big.png', content: Buffer.concat([PNG, Buffer.alloc(10 * 1024 * 1024)]) }], m.fileSize));
  it('refuses a video over 50 MB', async () =>
    refused({ groupChatIds: String(chatIds[0]), sendDateTime: soon() }, [{ name: 'big.mp4', content: Buffer.concat([MP4, Buffer.alloc(50 * 1024 * 1024)]) }], m.fileSize));
  it('refuses JSON instead of a form', async () => {
    expectBadRequest(await post('announcements-controller/groupChat/new', { messageText: 'x' }), 'Отправьте форму рассылки (multipart/form-data)');
  });
});

describe('delete', () => {
  it('hides the mailing, cancels what waits, keeps what went out, and is never dispatched again', async () => {
    const { id } = (await post('announcements-controller/new', { ...studentsBody(), sendDateTime: past() })).json() as { id: number };
    await dispatchDueAnnouncements(t.db, new Date());
    const [first] = await rowsOf<{ id: number }>(sql`select id from telegram_outbox where announcement_id = ${id} and state = 'PENDING' order by id limit 1`);
    await t.db.execute(sql`update telegram_outbox set state = 'SENT', sent_at = now() where id = ${first.id}`);
    expectStatus(await post('announcements-controller/delete', { announcementId: id, sendToParents: true, sendToStudents: true, sendToStaff: false }, 'teacher'), 403);
    expectStatus(await post('announcements-controller/delete', { announcementId: id, sendToParents: true, sendToStudents: true, sendToStaff: false }), 200);
    const states = await rowsOf<{ state: string }>(sql`select distinct state from telegram_outbox where announcement_id = ${id}`);
    expect(states.map((row) => row.state).sort()).toEqual(expect.arrayContaining(['CANCELLED', 'SENT']));
    expect(states.map((row) => row.state)).not.toContain('PENDING');
    expectStatus(await get(`announcements/${id}`), 404);
    const table = (await get('announcements-controller/table')).json() as AnnouncementRow[];
    expect(table.some((row) => row.id === id)).toBe(false);
    expectStatus(await post('announcements-controller/delete', { announcementId: id }), 404);
  });

  it('a mailing deleted before its time is never dispatched', async () => {
    const { id } = (await post('announcements-controller/new', studentsBody())).json() as { id: number };
    expectStatus(await post('announcements-controller/delete', { announcementId: id }), 200);
    await dispatchDueAnnouncements(t.db, new Date(Date.now() + 2 * 60 * 60 * 1000));
    expect(await rowsOf(sql`select id from telegram_outbox where announcement_id = ${id}`)).toEqual([]);
  });

  it('refuses a bad id', async () => {
    expectValidationError(await post('announcements-controller/delete', { announcementId: 'x' }), 'Некорректный идентификатор рассылки');
    expectStatus(await get('announcements/abc'), 400);
    expectStatus(await get('announcements/999999'), 404);
  });
});

describe('dispatch', () => {
  it('writes each mailing once even when two dispatches run at once', async () => {
    const created = await Promise.all([0, 1, 2].map(() => post('announcements-controller/new', { ...studentsBody(), sendDateTime: past() })));
    const ids = created.map((response) => (response.json() as { id: number }).id);
    const now = new Date();
    const [first, second] = await Promise.all([dispatchDueAnnouncements(t.db, now), dispatchDueAnnouncements(t.db, now)]);
    expect(first + second).toBeGreaterThanOrEqual(3);
    for (const id of ids) {
      const [{ rows, distinct }] = await rowsOf<{ rows: number; distinct: number }>(
        sql`select count(*)::int as rows, count(distinct (recipient_kind, person_id))::int as distinct from telegram_outbox where announcement_id = ${id}`,
      );
      expect(rows).toBeGreaterThan(0);
      expect(rows).toBe(distinct);
    }
    expect(await dispatchDueAnnouncements(t.db, now)).toBe(0);
  });

  it('leaves a future mailing alone', async () => {
    const { id } = (await post('announcements-controller/new', studentsBody())).json() as { id: number };
    await dispatchDueAnnouncements(t.db, new Date());
    expect(await rowsOf(sql`select id from telegram_outbox where announcement_id = ${id}`)).toEqual([]);
  });
});

describe('templates', () => {
  it('adds, edits, archives, sanitising the text', async () => {
    const created = await post('announcement-templates', { name: '  Новый  ', text: '<p>Привет</p><img src=x onerror=y>' });
    expectStatus(created, 201);
    const row = created.json() as TemplateRow;
    expect(row).toMatchObject({ announcementTemplateName: 'Новый', announcementTemplateText: 'Привет', isArchived: false });
    const edited = await t.call({ method: 'PATCH', url: `/api/announcement-templates/${row.id}`, payload: { text: '<b>Жирный</b>' }, as: 'admin' });
    expect((edited.json() as TemplateRow).announcementTemplateText).toBe('<b>Жирный</b>');
    const archived = await t.call({ method: 'PATCH', url: `/api/announcement-templates/${row.id}`, payload: { isArchived: true }, as: 'admin' });
    expect((archived.json() as TemplateRow).isArchived).toBe(true);
    const live = (await get('announcements-controller/templates-info?isArchived=false')).json() as TemplateRow[];
    expect(live.some((template) => template.id === row.id)).toBe(false);
    const [{ actions }] = await rowsOf<{ actions: string }>(sql`select string_agg(action, ',' order by id) as actions from audit_log where entity = 'announcement-templates' and entity_id = ${String(row.id)}`);
    expect(actions).toBe('create,update,archive');
  });

  it.each([
    [{ name: '', text: 'x' }, TEMPLATE_MESSAGES.nameRequired],
    [{ name: 'я'.repeat(201), text: 'x' }, TEMPLATE_MESSAGES.nameTooLong],
    [{ name: 'Шаблон', text: '' }, TEMPLATE_MESSAGES.textRequired],
    [{ name: 'Шаблон', text: '<script>x</script>' }, TEMPLATE_MESSAGES.textRequired],
    [{ name: 'Шаблон', text: 'я'.repeat(4097) }, TEMPLATE_MESSAGES.textTooLong],
  ])('refuses %j', async (body, message) => {
    expectBadRequest(await post('announcement-templates', body), message);
  });

  it('refuses an empty patch and an unknown template', async () => {
    const [{ id }] = await rowsOf<{ id: number }>(sql`select id from announcement_templates order by id limit 1`);
    expectBadRequest(await t.call({ method: 'PATCH', url: `/api/announcement-templates/${id}`, payload: {}, as: 'admin' }), TEMPLATE_MESSAGES.nothingToSave);
    expectStatus(await t.call({ method: 'PATCH', url: '/api/announcement-templates/999999', payload: { isArchived: true }, as: 'admin' }), 404);
  });
});

describe('group chats', () => {
  it('lists them and archives one, ties one to a group', async () => {
    const rows = (await get('group-chats-info')).json() as GroupChatRow[];
    expect(rows.length).toBeGreaterThanOrEqual(6);
    expect(rows[0]).toMatchObject({ telegramChatId: expect.stringMatching(/^-100/) });
    const chat = rows.at(-1)!;
    const archived = await t.call({ method: 'PATCH', url: `/api/group-chats/${chat.id}`, payload: { isArchived: true }, as: 'admin' });
    expectStatus(archived, 200);
    expect((archived.json() as GroupChatRow).isArchived).toBe(true);
    expect(((await get('group-chats-info?isArchived=false')).json() as GroupChatRow[]).some((row) => row.id === chat.id)).toBe(false);
    const tied = await t.call({ method: 'PATCH', url: `/api/group-chats/${chat.id}`, payload: { isArchived: false, schoolClassId: groups[2].id, isGroupChatForParents: true }, as: 'admin' });
    expect(tied.json()).toMatchObject({ isArchived: false, schoolClassId: groups[2].id, schoolClassName: groups[2].name, isGroupChatForParents: true });
    expectStatus(await t.call({ method: 'PATCH', url: `/api/group-chats/${chat.id}`, payload: { isArchived: true }, as: 'teacher' }), 403);
  });

  it('refuses an unknown group, an empty patch and an unknown chat', async () => {
    expectBadRequest(await t.call({ method: 'PATCH', url: `/api/group-chats/${chatIds[0]}`, payload: { schoolClassId: 999999 }, as: 'admin' }), 'Группа не найдена');
    expectBadRequest(await t.call({ method: 'PATCH', url: `/api/group-chats/${chatIds[0]}`, payload: {}, as: 'admin' }), 'Нет изменений для сохранения');
    expectStatus(await t.call({ method: 'PATCH', url: '/api/group-chats/999999', payload: { isArchived: true }, as: 'admin' }), 404);
  });
});

describe('without a bot token', () => {
  let off: TestApp;
  beforeAll(async () => {
    off = await createTestApp();
  });
  afterAll(async () => {
    await off?.close();
  });

  it('says so and refuses every create with 409, storing nothing', async () => {
    expect((await off.call({ method: 'GET', url: '/api/announcements-controller/delivery-settings', as: 'admin' })).json()).toEqual({ telegramConfigured: false });
    expect((await get('announcements-controller/delivery-settings')).json()).toEqual({ telegramConfigured: true });
    const before = await rowCounts(off.db);
    for (const [url, payload] of [
      ['announcements-controller/new', studentsBody()],
      ['announcements-controller/staff/new', { messageText: 'x', staffIds, sendDateTime: soon(), messageTemplate: null }],
    ] as const) {
      const response = await off.call({ method: 'POST', url: `/api/${url}`, payload, as: 'admin' });
      expectStatus(response, 409);
      expect(response.json().message).toBe(m.botNotConfigured);
    }
    const form = groupChatForm({ messageText: 'x', groupChatIds: String(chatIds[0]), sendDateTime: soon() }, [{ name: 'a.png', content: PNG }]);
    expectStatus(await off.call({ method: 'POST', url: '/api/announcements-controller/groupChat/new', as: 'admin', ...form }), 409);
    expect(await rowCounts(off.db)).toEqual(before);
  });
});
