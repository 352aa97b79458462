import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EXIT_STATUS_REQUIRED,
  FORMAT_REQUIRED,
  ONE_PARENT_ONLY,
  SCHOOL_YEAR_REQUIRED,
  STATUS_REQUIRED,
  SUBJECT_REQUIRED,
  type ClientRow,
} from '../../resources/clients';
import { INVALID_DATE, INVALID_PHONE } from '../../resources/field-rules';
import { PARENT_NAME_FORMAT, STUDENT_NAME_FORMAT, STUDENT_NAME_REQUIRED } from '../../resources/names';
import type { StudentRow } from '../../resources/students';
import { auditLog, clientParents, clients, nameChangeNotifications, parents } from '../db/schema/index';
import { MISSING_REFERENCE_MESSAGE } from '../errors';
import { ALREADY_CONVERTED, ARCHIVED_NOT_CONVERTIBLE } from '../services/applications';
import { createTestApp, rowCounts, type TestApp } from '../test/app';
import { expectBadRequest, expectCleanRefusal, expectStatus, expectValidationError } from '../test/expect';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const form = {
  clientName: 'Пётр Ёлкин',
  clientPhoneNumber: '8 (916) 555-12-34',
  parentId: null,
  clientParentId: null,
  clientParentName: 'Ольга Ёлкина',
  clientParentPhoneNumber: '+7-916-555-00-11',
  studentCityId: 1,
  studentSchoolId: 1,
  schoolYearId: 6,
  clientStatusId: 1,
  marketingChannelId: 1,
  dateOfBirth: '2015-03-08',
  eligibleForDiscountPrice: true,
  eligibleForOldPrice: false,
  studentAdd: false,
  attendanceTypeIds: [1, 2],
  subjectIds: [1, 3],
  additionalComment: 'Хочет в субботу',
  selectedParent: null,
};

const post = (url: string, payload: object) => t.call({ method: 'POST', url: `/api/${url}`, payload, as: 'admin' });
const patchClient = (clientId: number, payload: object) => t.call({ method: 'PATCH', url: `/api/clients/${clientId}`, payload, as: 'admin' });
const readClient = async (clientId: number) => (await t.call({ method: 'GET', url: `/api/clients-info/${clientId}`, as: 'owner' })).json() as ClientRow;
const newApplication = async (patch: object = {}) => {
  const response = await post('client-new', { ...form, ...patch });
  expectStatus(response, 201);
  return response.json() as ClientRow;
};
const list = async (url: string) => {
  const response = await t.call({ method: 'GET', url: `/api/${url}`, as: 'owner' });
  expectStatus(response, 200);
  return { rows: response.json() as ClientRow[], total: Number(response.headers['x-total-count']) };
};

describe('clients-info', () => {
  it('pages, sorts and counts on the server; without _start/_end it sends the whole list', async () => {
    const whole = await list('clients-info');
    expect(whole.rows.length).toBe(whole.total);
    expect(whole.rows.every((row) => !row.archived)).toBe(true);
    const page = await list('clients-info?_start=2&_end=7&_sort=clientName&_order=asc');
    expect(page.total).toBe(whole.total);
    expect(page.rows).toHaveLength(5);
    const sorted = [...whole.rows].sort((left, right) => left.clientName.localeCompare(right.clientName, 'ru') || left.clientId - right.clientId);
    expect(page.rows.map((row) => row.clientId)).toEqual(sorted.slice(2, 7).map((row) => row.clientId));
  });

  it('filters by field, _like, q and linked subject', async () => {
    const { rows } = await list('clients-info');
    const status = rows[0].clientStatusId!;
    const byStatus = await list(`clients-info?clientStatusId=${status}`);
    expect(byStatus.rows.every((row) => row.clientStatusId === status)).toBe(true);
    expect(byStatus.total).toBe(rows.filter((row) => row.clientStatusId === status).length);
    const bySubject = await list('clients-info?subjectId=1');
    expect(bySubject.rows.every((row) => row.subjects.some((subject) => subject.subjectId === 1))).toBe(true);
    const surname = rows[0].clientName.split(' ')[1].slice(0, 4).toLowerCase();
    const found = await list(`clients-info?q=${encodeURIComponent(surname)}`);
    expect(found.rows.length).toBeGreaterThan(0);
    const named = await list(`clients-info?clientName_like=${encodeURIComponent(surname)}`);
    expect(named.rows.every((row) => row.clientName.toLowerCase().includes(surname))).toBe(true);
  });

  it('refuses sorting outside the allowlist and bad filters with 400', async () => {
    expectBadRequest(await t.call({ method: 'GET', url: '/api/clients-info?_sort=password', as: 'owner' }), 'Сортировка по полю password невозможна');
    expectBadRequest(await t.call({ method: 'GET', url: '/api/clients-info?clientStatusId=abc', as: 'owner' }), 'Некорректное значение фильтра clientStatusId');
    expectBadRequest(await t.call({ method: 'GET', url: '/api/clients-info?secret=1', as: 'owner' }), 'Фильтр по полю secret невозможен');
    expectCleanRefusal(await t.call({ method: 'GET', url: '/api/clients-info?_start=-1&_end=5', as: 'owner' }));
  });

  it('lists archived applications with their exit status', async () => {
    const { rows } = await list('clients-archive-info');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.archived && row.exitStatusName)).toBe(true);
    expectStatus(await t.call({ method: 'GET', url: '/api/clients-info/999999', as: 'owner' }), 404);
  });
});

describe('POST client-new / student-new (core.md §5.3)', () => {
  it('creates an application with a new client parent, subjects and formats', async () => {
    const row = await newApplication();
    expect(row).toMatchObject({
      clientName: 'Пётр Ёлкин',
      clientPhoneNumber: '+79165551234',
      clientParentName: 'Ольга Ёлкина',
      clientParentPhoneNumber: '+79165550011',
      parentId: null,
      clientStatusId: 1,
      schoolYearId: 6,
      dateOfBirth: '2015-03-08',
      eligibleForDiscountPrice: true,
      archived: false,
      additionalComment: 'Хочет в субботу',
    });
    expect(row.subjects.map((subject) => subject.subjectId).sort()).toEqual([1, 3]);
    expect(row.attendanceTypes.map((format) => format.attendanceTypeId)).toEqual([1, 2]);
    const audit = await t.db.select().from(auditLog).where(and(eq(auditLog.entity, 'clients'), eq(auditLog.entityId, String(row.clientId))));
    expect(audit).toHaveLength(1);
  });

  it('links a chosen parent instead of creating one, and creates none for a blank name', async () => {
    const parentsBefore = (await t.db.select().from(clientParents)).length;
    const chosen = await newApplication({ clientParentName: 'Другое Имя', selectedParent: { parentId: 1, clientParentName: 'x', sequentialId: 1 } });
    expect(chosen).toMatchObject({ parentId: 1, clientParentId: null });
    const none = await newApplication({ clientParentName: '   ', clientParentPhoneNumber: '' });
    expect(none).toMatchObject({ parentId: null, clientParentId: null, clientParentName: null });
    expect((await t.db.select().from(clientParents)).length).toBe(parentsBefore);
  });

  it('creates a student directly with the add-as-student flag: no status or subject needed', async () => {
    const response = await post('student-new', { ...form, clientStatusId: 0, subjectIds: [], studentAdd: true });
    expectStatus(response, 201);
    const student = response.json() as StudentRow;
    expect(student).toMatchObject({
      studentName: 'Пётр Ёлкин',
      studentPhoneNumber: '+79165551234',
      parentName: 'Ольга Ёлкина',
      parentPhoneNumber: '+79165550011',
      isArchived: false,
      subjects: [],
    });
    expect(student.attendanceTypes).toHaveLength(2);
  });

  it.each([
    { patch: { clientName: '' }, field: 'clientName', message: STUDENT_NAME_REQUIRED },
    { patch: { clientName: undefined }, field: 'clientName', message: STUDENT_NAME_REQUIRED },
    { patch: { clientName: 'пётр' }, field: 'clientName', message: STUDENT_NAME_FORMAT },
    { patch: { clientName: 'Пё' }, field: 'clientName', message: STUDENT_NAME_FORMAT },
    { patch: { clientParentName: 'ольга' }, field: 'clientParentName', message: PARENT_NAME_FORMAT },
    { patch: { schoolYearId: 0 }, field: 'schoolYearId', message: SCHOOL_YEAR_REQUIRED },
    { patch: { schoolYearId: undefined }, field: 'schoolYearId', message: SCHOOL_YEAR_REQUIRED },
    { patch: { clientStatusId: 0 }, field: 'clientStatusId', message: STATUS_REQUIRED },
    { patch: { attendanceTypeIds: [] }, field: 'attendanceTypeIds', message: FORMAT_REQUIRED },
    { patch: { subjectIds: [] }, field: 'subjectIds', message: SUBJECT_REQUIRED },
    { patch: { clientPhoneNumber: '12345' }, field: 'clientPhoneNumber', message: INVALID_PHONE },
    { patch: { clientParentPhoneNumber: '+7 999' }, field: 'clientParentPhoneNumber', message: INVALID_PHONE },
    { patch: { dateOfBirth: '08.03.2015' }, field: 'dateOfBirth', message: INVALID_DATE },
    { patch: { parentId: 1, clientParentId: 1 }, field: 'parentId', message: ONE_PARENT_ONLY },
  ])('client-new $field: $message', async ({ patch, field, message }) => {
    const before = await rowCounts(t.db);
    expectValidationError(await post('client-new', { ...form, ...patch }), message, field);
    expect(await rowCounts(t.db)).toEqual(before);
  });

  it('student-new still needs a class and a format', async () => {
    expectValidationError(await post('student-new', { ...form, schoolYearId: 0 }), SCHOOL_YEAR_REQUIRED, 'schoolYearId');
    expectValidationError(await post('student-new', { ...form, attendanceTypeIds: [] }), FORMAT_REQUIRED, 'attendanceTypeIds');
  });

  it('refuses references that do not exist', async () => {
    const before = await rowCounts(t.db);
    expectBadRequest(await post('client-new', { ...form, clientStatusId: 9999 }), MISSING_REFERENCE_MESSAGE);
    expectBadRequest(await post('client-new', { ...form, subjectIds: [9999] }), MISSING_REFERENCE_MESSAGE);
    expectBadRequest(await post('client-new', { ...form, parentId: 999_999 }), MISSING_REFERENCE_MESSAGE);
    expectBadRequest(await post('student-new', { ...form, clientParentId: 999_999 }), MISSING_REFERENCE_MESSAGE);
    expect(await rowCounts(t.db)).toEqual(before);
  });
});

describe('PATCH clients/{clientId}', () => {
  it('updates the fields sent, reading references and normalising the phone', async () => {
    const { clientId } = await newApplication();
    const response = await patchClient(clientId, {
      name: 'Пётр Ёлкин-Сидоров',
      clientStatus: '/api/client-statuses/2',
      schoolYear: '/api/school-years/7',
      studentSchool: null,
      phoneNumber: '9161112233',
      isEligibleForDiscountPrice: false,
      dateOfBirth: null,
    });
    expectStatus(response, 200);
    expect(response.json()).toMatchObject({
      clientName: 'Пётр Ёлкин-Сидоров',
      clientStatusId: 2,
      schoolYearId: 7,
      studentSchoolId: null,
      clientPhoneNumber: '+79161112233',
      eligibleForDiscountPrice: false,
      dateOfBirth: null,
      additionalComment: 'Хочет в субботу',
      studentCityId: 1,
    });
  });

  it.each([
    { payload: { name: ' ' }, field: 'name', message: 'Имя не может быть пустым' },
    { payload: { clientStatus: null }, field: 'clientStatus', message: STATUS_REQUIRED },
    { payload: { clientStatus: '/api/exit-statuses/1' }, field: 'clientStatus', message: 'Некорректная ссылка на запись' },
    { payload: { phoneNumber: '123' }, field: 'phoneNumber', message: INVALID_PHONE },
    { payload: { dateOfBirth: '2015-02-30' }, field: 'dateOfBirth', message: INVALID_DATE },
    { payload: { isArchived: 'yes' }, field: 'isArchived', message: undefined },
  ])('$field refused', async ({ payload, field, message }) => {
    const { clientId } = await newApplication();
    const response = await patchClient(clientId, payload);
    if (message) expectValidationError(response, message, field);
    else expectCleanRefusal(response);
  });

  it('archives with an exit status, refuses without one, and unarchives', async () => {
    const { clientId } = await newApplication();
    expectBadRequest(await patchClient(clientId, { isArchived: true }), EXIT_STATUS_REQUIRED);
    expect((await readClient(clientId)).archived).toBe(false);
    const archived = await patchClient(clientId, { isArchived: true, exitStatus: '/api/exit-statuses/2' });
    expectStatus(archived, 200);
    expect(archived.json()).toMatchObject({ archived: true, exitStatusId: 2, exitStatusName: 'Переезд' });
    expect((await list('clients-archive-info')).rows.some((row) => row.clientId === clientId)).toBe(true);
    expect((await list('clients-info')).rows.some((row) => row.clientId === clientId)).toBe(false);
    expectBadRequest(await patchClient(clientId, { exitStatus: null }), EXIT_STATUS_REQUIRED);
    const back = await patchClient(clientId, { isArchived: false });
    expect(back.json()).toMatchObject({ archived: false, exitStatusId: null });
  });

  it('accepts the exit status first and the archive flag after', async () => {
    const { clientId } = await newApplication();
    expectStatus(await patchClient(clientId, { exitStatus: 3 }), 200);
    expect((await patchClient(clientId, { isArchived: true })).json()).toMatchObject({ archived: true, exitStatusId: 3 });
  });
});

describe('POST convert-client-to-student (core.md §4)', () => {
  it('creates the student with subjects, formats and a parent, and takes the application off both lists', async () => {
    const application = await newApplication();
    const parentsBefore = (await t.db.select().from(parents)).length;
    const response = await post('convert-client-to-student', application);
    expectStatus(response, 201);
    const student = response.json() as StudentRow;
    expect(student).toMatchObject({
      studentName: application.clientName,
      studentPhoneNumber: application.clientPhoneNumber,
      parentName: 'Ольга Ёлкина',
      parentPhoneNumber: '+79165550011',
      schoolYearId: 6,
      eligibleForDiscountPrice: true,
      isArchived: false,
    });
    expect(student.subjects.map((subject) => subject.subjectId).sort()).toEqual([1, 3]);
    expect(student.attendanceTypes.map((format) => format.attendanceTypeId)).toEqual([1, 2]);
    expect((await t.db.select().from(parents)).length).toBe(parentsBefore + 1);
    const [stored] = await t.db.select().from(clients).where(eq(clients.id, application.clientId));
    expect(stored).toMatchObject({ archived: true, convertedStudentId: student.studentId, exitStatusId: null });
    expect((await list('clients-info')).rows.some((row) => row.clientId === application.clientId)).toBe(false);
    expect((await list('clients-archive-info')).rows.some((row) => row.clientId === application.clientId)).toBe(false);

    const before = await rowCounts(t.db);
    expectBadRequest(await post('convert-client-to-student', { clientId: application.clientId }), ALREADY_CONVERTED);
    expectBadRequest(await patchClient(application.clientId, { isArchived: false }), ALREADY_CONVERTED);
    expect(await rowCounts(t.db)).toEqual(before);
  });

  it('keeps an existing students parent and refuses archived or missing applications', async () => {
    const withParent = await newApplication({ parentId: 2, clientParentName: '' });
    const student = (await post('convert-client-to-student', { clientId: withParent.clientId })).json() as StudentRow;
    expect(student.parentId).toBe(2);
    const archived = await newApplication();
    await patchClient(archived.clientId, { isArchived: true, exitStatus: 1 });
    expectBadRequest(await post('convert-client-to-student', { clientId: archived.clientId }), ARCHIVED_NOT_CONVERTIBLE);
    expectStatus(await post('convert-client-to-student', { clientId: 999_999 }), 404);
    expectValidationError(await post('convert-client-to-student', { clientName: 'x' }), 'Не указана заявка', 'clientId');
  });
});

describe('parents of an application', () => {
  it('creates a client parent with the link, then changes it to a students parent', async () => {
    const { clientId } = await newApplication({ clientParentName: '' });
    const created = await post('client-parent-new-with-link', { clientId, clientParentName: 'Ирина Ёлкина', clientParentPhoneNumber: '89160000000' });
    expectStatus(created, 201);
    expect(created.json()).toMatchObject({ clientParentName: 'Ирина Ёлкина', clientParentPhoneNumber: '+79160000000', parentId: null });
    const changed = await t.call({ method: 'PATCH', url: '/api/update-client-parent-link', payload: { clientId, parentId: 3, clientParentId: null }, as: 'admin' });
    expectStatus(changed, 200);
    expect(changed.json()).toMatchObject({ parentId: 3, clientParentId: null });
  });

  it.each([{ parentId: null, clientParentId: null }, { parentId: 1, clientParentId: 1 }, {}])(
    'update-client-parent-link refuses %j',
    async (link) => {
      const { clientId } = await newApplication();
      expectValidationError(await t.call({ method: 'PATCH', url: '/api/update-client-parent-link', payload: { clientId, ...link }, as: 'admin' }), ONE_PARENT_ONLY);
    },
  );

  it('edits and creates client parents in their table', async () => {
    const created = await post('client-parents', { name: 'Вера Ёлкина', phoneNumber: '', role: 'Мама' });
    expectStatus(created, 201);
    const { clientParentId } = created.json() as { clientParentId: number };
    expect(created.json()).toMatchObject({ clientParentName: 'Вера Ёлкина', clientParentPhoneNumber: null });
    const updated = await t.call({ method: 'PATCH', url: `/api/client-parents/${clientParentId}`, payload: { phoneNumber: '+7 916 000 00 01' }, as: 'admin' });
    expect(updated.json()).toMatchObject({ clientParentName: 'Вера Ёлкина', clientParentPhoneNumber: '+79160000001' });
    expectValidationError(await t.call({ method: 'PATCH', url: `/api/client-parents/${clientParentId}`, payload: { name: '' }, as: 'admin' }), 'Имя не может быть пустым!', 'name');
    expectValidationError(await post('client-parents', { name: ' ', phoneNumber: null }), 'Имя не может быть пустым!', 'name');
    const all = (await t.call({ method: 'GET', url: '/api/all-parents-info', as: 'admin' })).json() as { sequentialId: number; clientParentId: number | null }[];
    expect(all.map((entry) => entry.sequentialId)).toEqual(all.map((_, index) => index + 1));
    expect(all.some((entry) => entry.clientParentId === clientParentId)).toBe(true);
  });
});

describe('subjects and formats of an application', () => {
  it('adds and removes links, refusing duplicates', async () => {
    const { clientId } = await newApplication();
    const subject = await post('client-school-subjects', { client: `/api/clients/${clientId}`, subject: '/api/subjects/5' });
    expectStatus(subject, 201);
    expect(subject.json()).toMatchObject({ clientId, subjectId: 5, subjectName: 'Химия' });
    expectBadRequest(await post('client-school-subjects', { client: clientId, subject: 5 }), 'Этот предмет уже выбран');
    const { clientSchoolSubjectId } = subject.json() as { clientSchoolSubjectId: number };
    expectStatus(await t.call({ method: 'DELETE', url: `/api/client-school-subjects/${clientSchoolSubjectId}`, as: 'admin' }), 200);
    expectStatus(await t.call({ method: 'DELETE', url: `/api/client-school-subjects/${clientSchoolSubjectId}`, as: 'admin' }), 404);

    const row = await readClient(clientId);
    const dropped = row.attendanceTypes.find((format) => format.attendanceTypeId === 2)!;
    expectStatus(await t.call({ method: 'DELETE', url: `/api/client-attendance-type-links/${dropped.attendanceLinkId}`, as: 'admin' }), 200);
    expectBadRequest(await post('client-attendance-type-links', { client: `/api/clients/${clientId}`, attendanceType: '/api/attendance-types/1' }), 'Этот формат занятий уже выбран');
    const added = await post('client-attendance-type-links', { client: `/api/clients/${clientId}`, attendanceType: '/api/attendance-types/2' });
    expectStatus(added, 201);
    expect(added.json()).toMatchObject({ clientId, attendanceTypeId: 2, attendanceTypeName: 'Онлайн' });
    expectValidationError(await post('client-school-subjects', { client: '/api/students/1', subject: 1 }), 'Некорректная ссылка на запись', 'client');
    const missing = await post('client-school-subjects', { client: 999_999, subject: 1 });
    expectStatus(missing, 404);
    expect(missing.json()).toEqual({ message: 'Заявка не найдена' });
  });
});

describe('service/clients/update-name', () => {
  it('records who renamed which application', async () => {
    const { clientId } = await newApplication();
    const response = await post('service/clients/update-name', { clientId, newName: 'Пётр Новый', oldName: 'Пётр Ёлкин' });
    expectStatus(response, 201);
    expect(response.json()).toMatchObject({ entity: 'client', entityId: clientId, newName: 'Пётр Новый', oldName: 'Пётр Ёлкин', changedBy: 'admin' });
    const stored = await t.db.select().from(nameChangeNotifications).where(eq(nameChangeNotifications.entityId, clientId));
    expect(stored).toHaveLength(1);
    expectStatus(await post('service/clients/update-name', { clientId: 999_999, newName: 'Икс' }), 404);
    expectValidationError(await post('service/clients/update-name', { clientId, newName: '' }), 'Имя не может быть пустым', 'newName');
  });
});
