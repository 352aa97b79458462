import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArchivedGroupRow, GroupRow } from '../../resources/groups';
import { DISCOUNT_ABOVE_FIRST, PRICE_NOT_INTEGER, PRICE_NOT_POSITIVE } from '../../resources/subject-pricing';
import { auditLog, schoolClasses, studentClasses, students } from '../db/schema/index';
import { MISSING_REFERENCE_MESSAGE } from '../errors';
import { createTestApp, rowCounts, type TestApp } from '../test/app';
import { expectBadRequest, expectCleanRefusal, expectStatus, expectValidationError } from '../test/expect';
import { PRICING_IN_USE } from './subject-pricing';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const groups = async () => {
  const response = await t.call({ method: 'GET', url: '/api/teacher-sheets-info', as: 'owner' });
  expectStatus(response, 200);
  return response.json() as GroupRow[];
};
const patchGroup = (classId: number, payload: object, as: 'owner' | 'admin' | 'teacher' = 'owner') =>
  t.call({ method: 'PATCH', url: `/api/classes/${classId}`, payload, as });
const createGroup = (payload: object) => t.call({ method: 'POST', url: '/api/create-new-class', payload, as: 'admin' });
const activeEnrolments = async (classId: number) =>
  t.db
    .select({ studentId: studentClasses.studentId })
    .from(studentClasses)
    .where(and(eq(studentClasses.classId, classId), eq(studentClasses.isArchived, false)));

// a group with enrolled students, to archive
const groupWithStudents = async () => (await groups()).find((group) => group.enrolledStudents.length >= 2)!;

const validGroup = { className: 'Алгебра 8Б', schoolYearId: 9, staffId: 2, subjectId: 1, classCycle: 1 };

describe('teacher-sheets-info', () => {
  // the order, the search, the filters and the pages: groups-list.test.ts
  it('lists the active groups with their enrolled students', async () => {
    const rows = await groups();
    expect(rows.length).toBeGreaterThanOrEqual(25);
    expect(rows.every((row) => !row.isArchived && !row.className.endsWith(' (архив)'))).toBe(true);
    expect(Object.keys(rows[0]).sort()).toEqual(
      [
        'classId', 'className', 'classCycle', 'numberOfLessonsPerCycle', 'schoolYear', 'teacher', 'subjectPricing', 'subject',
        'color', 'isArchived', 'sheetUrl', 'teacherSheetId', 'enrolledStudents',
      ].sort(),
    );
    const group = await groupWithStudents();
    const enrolled = await activeEnrolments(group.classId);
    const archivedStudents = await t.db.select({ id: students.id }).from(students).where(eq(students.isArchived, true));
    const expected = enrolled.map((row) => row.studentId).filter((id) => !archivedStudents.some((student) => student.id === id));
    expect(group.enrolledStudents.map((student) => student.studentId).sort()).toEqual(expected.sort());
  });

  it('lists archived groups for the archive page', async () => {
    const response = await t.call({ method: 'GET', url: '/api/teacher-sheets-archive-info', as: 'teacher' });
    expectStatus(response, 200);
    const rows = response.json() as ArchivedGroupRow[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.isArchived && row.className.endsWith(' (архив)'))).toBe(true);
  });
});

describe('POST create-new-class (core.md §5.1)', () => {
  it('creates a group with the defaults and answers its row', async () => {
    const response = await createGroup({ ...validGroup, subjectPricingId: 0, isArchived: false });
    expectStatus(response, 201);
    expect(response.json()).toMatchObject({
      className: 'Алгебра 8Б',
      classCycle: 1,
      numberOfLessonsPerCycle: 8,
      subjectPricing: null,
      schoolYear: { id: 9, description: '8 класс' },
      teacher: { teacherId: 2, teacherName: 'Анна Петрова' },
      subject: { subjectId: 1, subjectName: 'Математика' },
      isArchived: false,
      enrolledStudents: [],
    });
  });

  it('accepts references as resource addresses', async () => {
    const response = await createGroup({
      ...validGroup,
      className: 'Геометрия 9В',
      schoolYearId: '/api/school-years/10',
      staffId: '/api/teachers/3',
      subjectId: '/api/subjects/1',
      subjectPricingId: '/api/subject-pricing/2',
      numberOfLessonsPerCycle: 4,
    });
    expectStatus(response, 201);
    expect(response.json()).toMatchObject({ schoolYear: { id: 10 }, teacher: { teacherId: 3 }, subjectPricing: { id: 2 }, numberOfLessonsPerCycle: 4 });
  });

  it.each([
    { patch: { className: undefined }, field: 'className', message: 'Название группы обязательно' },
    { patch: { className: ' ' }, field: 'className', message: 'Название группы обязательно' },
    { patch: { className: 'А' }, field: 'className', message: 'Название должно содержать минимум 2 символа' },
    { patch: { className: 'А'.repeat(101) }, field: 'className', message: 'Название не должно превышать 100 символов' },
    { patch: { schoolYearId: undefined }, field: 'schoolYearId', message: 'Класс обязателен' },
    { patch: { schoolYearId: 0 }, field: 'schoolYearId', message: 'Выберите класс' },
    { patch: { staffId: undefined }, field: 'staffId', message: 'Преподаватель обязателен' },
    { patch: { staffId: 0 }, field: 'staffId', message: 'Выберите преподавателя' },
    { patch: { subjectId: undefined }, field: 'subjectId', message: 'Предмет обязателен' },
    { patch: { subjectId: 0 }, field: 'subjectId', message: 'Выберите предмет' },
    { patch: { numberOfLessonsPerCycle: 6 }, field: 'numberOfLessonsPerCycle', message: 'Количество уроков должно быть 4 или 8' },
    { patch: { classCycle: 0 }, field: 'classCycle', message: 'Минимум 1 цикл' },
    { patch: { classCycle: 11 }, field: 'classCycle', message: 'Максимум 10 циклов' },
    { patch: { classCycle: 1.5 }, field: 'classCycle', message: 'Должно быть целым числом' },
    { patch: { schoolYearId: '/api/subjects/3' }, field: 'schoolYearId', message: 'Выберите класс' },
  ])('$field: $message', async ({ patch, field, message }) => {
    expectValidationError(await createGroup({ ...validGroup, ...patch }), message, field);
  });

  it('refuses references that do not resolve, and staff who do not teach', async () => {
    expectBadRequest(await createGroup({ ...validGroup, schoolYearId: 9999 }), MISSING_REFERENCE_MESSAGE);
    expectBadRequest(await createGroup({ ...validGroup, staffId: 9999 }), MISSING_REFERENCE_MESSAGE);
    expectBadRequest(await createGroup({ ...validGroup, subjectPricingId: 9999 }), MISSING_REFERENCE_MESSAGE);
    expectBadRequest(await createGroup({ ...validGroup, staffId: 7 }), 'Выберите преподавателя'); // the owner
  });
});

describe('PATCH classes/{classId}', () => {
  it('changes the fields sent and nothing else, reading references', async () => {
    const [group] = await groups();
    const response = await patchGroup(group.classId, {
      className: '  Математика 5Д ',
      classCycle: 3,
      numberOfLessonsPerCycle: 4,
      schoolYear: '/api/school-years/6',
      staff: '/api/staff/4',
      subjectPricing: null,
      color: '#123abc',
    });
    expectStatus(response, 200);
    expect(response.json()).toMatchObject({
      classId: group.classId,
      className: 'Математика 5Д',
      classCycle: 3,
      numberOfLessonsPerCycle: 4,
      schoolYear: { id: 6 },
      teacher: { teacherId: 4 },
      subjectPricing: null,
      subject: group.subject,
      color: '#123abc',
    });
    const audit = await t.db.select().from(auditLog).where(and(eq(auditLog.entity, 'classes'), eq(auditLog.entityId, String(group.classId))));
    expect(audit.at(-1)).toMatchObject({ action: 'update', userLogin: 'owner' });
  });

  it.each([
    { payload: { className: '' }, field: 'className', message: 'Значение в клетке не может быть пустым!' },
    { payload: { classCycle: -1 }, field: 'classCycle', message: 'Значение не может быть отрицательным' },
    { payload: { classCycle: 2.5 }, field: 'classCycle', message: 'Значение должно быть целым числом' },
    { payload: { numberOfLessonsPerCycle: -8 }, field: 'numberOfLessonsPerCycle', message: 'Значение не может быть отрицательным' },
    { payload: { numberOfLessonsPerCycle: 5 }, field: 'numberOfLessonsPerCycle', message: 'Количество уроков должно быть 4 или 8' },
    { payload: { staff: null }, field: 'staff', message: 'Выберите преподавателя' },
    { payload: { schoolYear: '/api/subjects/1' }, field: 'schoolYear', message: 'Некорректная ссылка на запись' },
    { payload: { color: 'red' }, field: 'color', message: 'Цвет должен быть в формате #RRGGBB' },
  ])('$field: $message', async ({ payload, field, message }) => {
    const [group] = await groups();
    expectValidationError(await patchGroup(group.classId, payload), message, field);
  });

  it('refuses bad references, unknown keys, a mismatched id and a missing group', async () => {
    const [group] = await groups();
    expectBadRequest(await patchGroup(group.classId, { schoolYear: '/api/school-years/9999' }), MISSING_REFERENCE_MESSAGE);
    expectCleanRefusal(await patchGroup(group.classId, { sheetUrl: 'https://example.org' }));
    expectBadRequest(await patchGroup(group.classId, { id: group.classId + 1, classCycle: 2 }), 'Идентификатор в теле запроса не совпадает с адресом');
    const missing = await patchGroup(999_999, { classCycle: 2 });
    expectStatus(missing, 404);
    expect(missing.json()).toEqual({ message: 'Группа не найдена' });
    expectStatus(await t.call({ method: 'PATCH', url: '/api/classes/abc', payload: {}, as: 'owner' }), 400);
  });
});

describe('archiving a group (core.md §4)', () => {
  it('renames, archives and ends the enrolments in one go', async () => {
    const group = await groupWithStudents();
    const enrolled = await activeEnrolments(group.classId);
    const otherGroups = await t.db
      .select({ studentId: studentClasses.studentId })
      .from(studentClasses)
      .innerJoin(schoolClasses, eq(schoolClasses.id, studentClasses.classId))
      .where(and(eq(studentClasses.isArchived, false), eq(schoolClasses.isArchived, false), ne(studentClasses.classId, group.classId)));
    const hasOtherGroup = (studentId: number) => otherGroups.some((row) => row.studentId === studentId);
    const response = await patchGroup(group.classId, { isArchived: true, className: `${group.className} (архив)` });
    expectStatus(response, 200);
    expect(response.json()).toMatchObject({ isArchived: true, className: `${group.className} (архив)`, enrolledStudents: [] });
    expect(await activeEnrolments(group.classId)).toEqual([]);
    const ended = await t.db.select().from(studentClasses).where(eq(studentClasses.classId, group.classId));
    expect(ended.filter((row) => row.disenrollmentDate !== null).length).toBeGreaterThanOrEqual(enrolled.length);
    // its students are archived, except those who still study in another active group (docs/api-core.md)
    const after = await t.db
      .select({ id: students.id, isArchived: students.isArchived })
      .from(students)
      .where(inArray(students.id, enrolled.map((row) => row.studentId)));
    for (const student of after) expect(student.isArchived).toBe(!hasOtherGroup(student.id));
    expect((await groups()).some((row) => row.classId === group.classId)).toBe(false);
    const archive = (await t.call({ method: 'GET', url: '/api/teacher-sheets-archive-info', as: 'owner' })).json() as ArchivedGroupRow[];
    expect(archive.some((row) => row.classId === group.classId)).toBe(true);

    const back = await patchGroup(group.classId, { isArchived: false });
    expectStatus(back, 200);
    expect(back.json()).toMatchObject({ isArchived: false, className: group.className });
  });

  it('leaves no half-archived group when a step fails', async () => {
    const group = await groupWithStudents();
    const enrolledBefore = await activeEnrolments(group.classId);
    const countsBefore = await rowCounts(t.db);
    await t.db.execute(sql`create function refuse_enrolment_change() returns trigger language plpgsql as $$
      begin raise exception 'refused for the test' using errcode = '23514'; end $$`);
    await t.db.execute(sql`create trigger refuse_enrolment_change before update on student_classes
      for each row execute function refuse_enrolment_change()`);
    try {
      const response = await patchGroup(group.classId, { isArchived: true });
      expectCleanRefusal(response);
    } finally {
      await t.db.execute(sql`drop trigger refuse_enrolment_change on student_classes`);
      await t.db.execute(sql`drop function refuse_enrolment_change()`);
    }
    const [row] = await t.db.select().from(schoolClasses).where(eq(schoolClasses.id, group.classId));
    expect(row).toMatchObject({ name: group.className, isArchived: false });
    expect(await activeEnrolments(group.classId)).toEqual(enrolledBefore);
    expect(await rowCounts(t.db)).toEqual(countsBefore);
  });

  it('PATCH student-classes/{classId}/archiveStudents ends the enrolments on its own', async () => {
    const group = await groupWithStudents();
    const enrolled = await activeEnrolments(group.classId);
    const response = await t.call({ method: 'PATCH', url: `/api/student-classes/${group.classId}/archiveStudents`, as: 'admin' });
    expectStatus(response, 200);
    expect(response.json()).toEqual({ classId: group.classId, archivedEnrolments: enrolled.length });
    expect(await activeEnrolments(group.classId)).toEqual([]);
    const [row] = await t.db.select().from(schoolClasses).where(eq(schoolClasses.id, group.classId));
    expect(row.isArchived).toBe(false);
    expectStatus(await t.call({ method: 'PATCH', url: '/api/student-classes/999999/archiveStudents', as: 'admin' }), 404);
  });
});

describe('POST update-teacher-sheet/{classId}', () => {
  // the refresh itself, against a fake Google: server/routes/sheets.test.ts
  it('without a service account: 409 saying reports are not configured, nothing recorded; an unknown group 404', async () => {
    const [group] = await groups();
    const response = await t.call({ method: 'POST', url: `/api/update-teacher-sheet/${group.classId}`, as: 'teacher' });
    expectStatus(response, 409);
    expect((response.json() as { message: string }).message).toContain('GOOGLE_SERVICE_ACCOUNT_JSON');
    const [row] = await t.db.select().from(schoolClasses).where(eq(schoolClasses.id, group.classId));
    expect(row.sheetRefreshRequestedAt).toBeNull();
    expectStatus(await t.call({ method: 'POST', url: '/api/update-teacher-sheet/999999', as: 'teacher' }), 404);
  });
});

describe('malformed bodies', () => {
  it.each([
    { url: '/api/create-new-class', method: 'POST' as const },
    { url: '/api/classes/1', method: 'PATCH' as const },
    { url: '/api/subject-pricing', method: 'POST' as const },
  ])('$method $url: 400, never 500, nothing written', async ({ url, method }) => {
    const before = await rowCounts(t.db);
    for (const payload of ['[1,2]', '"text"', 'null', '{"className": {"$gt": ""}}', '{broken', '{"classCycle": "1e400"}']) {
      const response = await t.call({ method, url, payload, headers: { 'content-type': 'application/json' }, as: 'owner' });
      expectCleanRefusal(response);
    }
    expect(await rowCounts(t.db)).toEqual(before);
  });
});

describe('subject pricing (core.md §5.7)', () => {
  const tariff = {
    subjectPricingName: 'Выходного дня',
    priceForFirstSubject: 7000,
    priceForSecondSubject: '6500',
    priceForThirdSubject: '6000.00',
    priceWithDiscount: 6300,
  };

  it('creates, lists, updates and deletes a tariff, money as decimal strings', async () => {
    const created = await t.call({ method: 'POST', url: '/api/subject-pricing', payload: tariff, as: 'owner' });
    expectStatus(created, 201);
    const row = created.json() as { subjectPricingId: number };
    expect(row).toMatchObject({ subjectPricingName: 'Выходного дня', priceForFirstSubject: '7000.00', priceWithDiscount: '6300.00', basePriceForCycle: null });
    const list = (await t.call({ method: 'GET', url: '/api/subject-pricing-info', as: 'admin' })).json() as { subjectPricingId: number }[];
    expect(list.some((entry) => entry.subjectPricingId === row.subjectPricingId)).toBe(true);
    const updated = await t.call({
      method: 'PATCH',
      url: `/api/subject-pricing/${row.subjectPricingId}`,
      payload: { ...tariff, subjectPricingId: row.subjectPricingId, oldPriceForFirstSubject: 6800 },
      as: 'owner',
    });
    expectStatus(updated, 200);
    expect(updated.json()).toMatchObject({ oldPriceForFirstSubject: '6800.00' });
    expectStatus(await t.call({ method: 'DELETE', url: `/api/subject-pricing/${row.subjectPricingId}`, as: 'owner' }), 200);
  });

  it.each([
    { patch: { subjectPricingName: 'А' }, field: 'subjectPricingName', message: 'Название тарифа обязательно' },
    { patch: { priceForFirstSubject: 0 }, field: 'priceForFirstSubject', message: PRICE_NOT_POSITIVE },
    { patch: { priceForSecondSubject: 10.5 }, field: 'priceForSecondSubject', message: PRICE_NOT_INTEGER },
    { patch: { priceForThirdSubject: undefined }, field: 'priceForThirdSubject', message: PRICE_NOT_INTEGER },
    { patch: { priceWithDiscount: 7001 }, field: 'priceWithDiscount', message: DISCOUNT_ABOVE_FIRST },
    { patch: { basePriceForLesson: 0 }, field: 'basePriceForLesson', message: PRICE_NOT_POSITIVE },
  ])('$field: $message', async ({ patch, field, message }) => {
    expectValidationError(await t.call({ method: 'POST', url: '/api/subject-pricing', payload: { ...tariff, ...patch }, as: 'owner' }), message, field);
  });

  it('refuses to delete a tariff that groups use', async () => {
    const [used] = await t.db.select({ id: schoolClasses.subjectPricingId }).from(schoolClasses).where(sql`${schoolClasses.subjectPricingId} is not null`);
    expectBadRequest(await t.call({ method: 'DELETE', url: `/api/subject-pricing/${used.id}`, as: 'owner' }), PRICING_IN_USE);
  });
});
