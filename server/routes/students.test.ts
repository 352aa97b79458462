import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendanceDiff } from '../../resources/attendance-diff';
import { EXIT_STATUS_REQUIRED, ONE_PARENT_ONLY } from '../../resources/clients';
import { INVALID_PHONE } from '../../resources/field-rules';
import type { StudentGradeRow } from '../../resources/grades';
import type { ParentRow } from '../../resources/parents';
import { PARENT_VIA_CHANGE_PARENT, type StudentRow } from '../../resources/students';
import { auditLog, grades, parents, students } from '../db/schema/index';
import { MISSING_REFERENCE_MESSAGE } from '../errors';
import { EXIT_STATUS_ONLY_WHEN_ARCHIVED } from '../services/students';
import { createTestApp, rowCounts, type TestApp } from '../test/app';
import { expectBadRequest, expectCleanRefusal, expectStatus, expectValidationError } from '../test/expect';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const get = async <Row>(url: string, as: 'owner' | 'teacher' = 'owner') => {
  const response = await t.call({ method: 'GET', url: `/api/${url}`, as });
  expectStatus(response, 200);
  return { rows: response.json() as Row[], total: Number(response.headers['x-total-count']) };
};
const patchStudent = (studentId: number, payload: object) => t.call({ method: 'PATCH', url: `/api/students/${studentId}`, payload, as: 'admin' });
const post = (url: string, payload: object) => t.call({ method: 'POST', url: `/api/${url}`, payload, as: 'admin' });
const readStudent = async (studentId: number) => (await t.call({ method: 'GET', url: `/api/students/${studentId}`, as: 'owner' })).json() as StudentRow;

const activeStudent = async (withParent: boolean) => {
  const [row] = await t.db
    .select({ id: students.id })
    .from(students)
    .where(and(eq(students.isArchived, false), withParent ? undefined : isNull(students.parentId)))
    .orderBy(students.id)
    .limit(1)
    .offset(withParent ? 7 : 0);
  return readStudent(row.id);
};

describe('students-info', () => {
  it('pages, sorts in Russian order and counts on the server', async () => {
    const whole = await get<StudentRow>('students-info');
    expect(whole.rows.length).toBe(whole.total);
    expect(whole.total).toBeGreaterThan(250);
    expect(whole.rows.every((row) => !row.isArchived)).toBe(true);
    const names = whole.rows.map((row) => row.studentName);
    expect(names).toEqual([...names].sort((left, right) => left.localeCompare(right, 'ru')));
    const page = await get<StudentRow>('students-info?_start=10&_end=35&_sort=studentName&_order=desc');
    expect(page.total).toBe(whole.total);
    expect(page.rows).toHaveLength(25);
    expect(page.rows[0].studentName.localeCompare(page.rows[24].studentName, 'ru')).toBeGreaterThanOrEqual(0);
  });

  it('carries groups, subjects and formats of each student', async () => {
    const { rows } = await get<StudentRow>('students-info');
    const enrolled = rows.find((row) => row.studentSchoolClasses.length > 0)!;
    expect(enrolled.studentSchoolClasses[0]).toEqual({ classId: expect.any(Number), className: expect.any(String), sheetUrl: null });
    expect(enrolled.subjects.length).toBeGreaterThan(0);
    expect(enrolled.attendanceTypes[0]).toEqual({ attendanceTypeId: expect.any(Number), attendanceTypeName: expect.any(String), attendanceLinkId: expect.any(Number) });
  });

  it('filters by group, subject, field and text', async () => {
    const { rows } = await get<StudentRow>('students-info');
    const classId = rows.find((row) => row.studentSchoolClasses.length > 0)!.studentSchoolClasses[0].classId;
    const inGroup = await get<StudentRow>(`students-info?classId=${classId}`);
    expect(inGroup.rows.length).toBeGreaterThan(0);
    expect(inGroup.rows.every((row) => row.studentSchoolClasses.some((group) => group.classId === classId))).toBe(true);
    const physics = await get<StudentRow>('students-info?subjectId=4');
    expect(physics.rows.every((row) => row.subjects.some((subject) => subject.subjectId === 4))).toBe(true);
    const year = await get<StudentRow>('students-info?schoolYearId=6&schoolYearId=7');
    expect(year.rows.every((row) => row.schoolYearId === 6 || row.schoolYearId === 7)).toBe(true);
    const parent = rows.find((row) => row.parentName)!;
    const byParent = await get<StudentRow>(`students-info?q=${encodeURIComponent(parent.parentName!)}`);
    expect(byParent.rows.some((row) => row.studentId === parent.studentId)).toBe(true);
    const byPhone = await get<StudentRow>(`students-info?parentPhoneNumber_like=${encodeURIComponent(parent.parentPhoneNumber!.slice(-6))}`);
    expect(byPhone.rows.some((row) => row.studentId === parent.studentId)).toBe(true);
  });

  it('refuses a sort outside the allowlist and a filter on the creation instant', async () => {
    expectBadRequest(await t.call({ method: 'GET', url: '/api/students-info?_sort=passwordHash', as: 'owner' }), 'Сортировка по полю passwordHash невозможна');
    expectBadRequest(await t.call({ method: 'GET', url: '/api/students-info?creationDate_gte=2024-01-01', as: 'owner' }), 'Фильтр по полю creationDate невозможен');
    expectStatus(await t.call({ method: 'GET', url: '/api/students-info?_sort=creationDate&_order=desc&_start=0&_end=5', as: 'owner' }), 200);
  });

  it('lists archived students with their exit status, and reads one student', async () => {
    const archived = await get<StudentRow>('students-archive-info');
    expect(archived.rows.length).toBeGreaterThan(0);
    expect(archived.rows.every((row) => row.isArchived && row.exitStatusName)).toBe(true);
    const one = await t.call({ method: 'GET', url: `/api/students-info/${archived.rows[0].studentId}`, as: 'teacher' });
    expect(one.json()).toEqual(archived.rows[0]);
    const missing = await t.call({ method: 'GET', url: '/api/students/999999', as: 'owner' });
    expectStatus(missing, 404);
    expect(missing.json()).toEqual({ message: 'Ученик не найден' });
  });
});

describe('PATCH students/{studentId}', () => {
  it('updates the fields sent and the linked parent phone', async () => {
    const student = await activeStudent(true);
    const response = await patchStudent(student.studentId, {
      name: 'Иван Обновлённый',
      schoolYear: '/api/school-years/4',
      phoneNumber: '',
      parentPhoneNumber: '8-916-765-43-21',
      telegramId: 12345,
      city: '/api/student-cities/2',
      studentSchool: null,
      marketingChannel: 3,
      additionalComment: 'Новое примечание',
      isEligibleForDiscountPrice: true,
      dateOfBirth: '2016-09-01',
    });
    expectStatus(response, 200);
    expect(response.json()).toMatchObject({
      studentName: 'Иван Обновлённый',
      schoolYearId: 4,
      studentPhoneNumber: null,
      parentId: student.parentId,
      parentPhoneNumber: '+79167654321',
      studentTelegramId: '12345',
      studentCityId: 2,
      studentSchoolId: null,
      marketingChannelId: 3,
      additionalComment: 'Новое примечание',
      eligibleForDiscountPrice: true,
      dateOfBirth: '2016-09-01',
      eligibleForOldPrice: student.eligibleForOldPrice,
    });
    const audit = await t.db.select().from(auditLog).where(and(eq(auditLog.entity, 'parents'), eq(auditLog.entityId, String(student.parentId))));
    expect(audit.length).toBeGreaterThan(0);
  });

  it('refuses a parent phone for a student without a parent', async () => {
    const student = await activeStudent(false);
    const before = await rowCounts(t.db);
    expectBadRequest(await patchStudent(student.studentId, { name: 'Новое Имя', parentPhoneNumber: '+79160000000' }), PARENT_VIA_CHANGE_PARENT);
    expect((await readStudent(student.studentId)).studentName).toBe(student.studentName);
    expect(await rowCounts(t.db)).toEqual(before);
  });

  it.each([
    { payload: { name: '' }, field: 'name', message: 'Имя не может быть пустым' },
    { payload: { phoneNumber: '+7 916' }, field: 'phoneNumber', message: INVALID_PHONE },
    { payload: { parentPhoneNumber: 'abc' }, field: 'parentPhoneNumber', message: INVALID_PHONE },
    { payload: { city: '/api/marketing-channels/1' }, field: 'city', message: 'Некорректная ссылка на запись' },
    { payload: { dateOfBirth: '2016-13-01' }, field: 'dateOfBirth', message: 'Неверная дата' },
    { payload: { isArchived: true }, field: 'exitStatus', message: EXIT_STATUS_REQUIRED },
    { payload: { isArchived: true, exitStatus: null }, field: 'exitStatus', message: EXIT_STATUS_REQUIRED },
  ])('$field: $message', async ({ payload, field, message }) => {
    const student = await activeStudent(true);
    expectValidationError(await patchStudent(student.studentId, payload), message, field);
  });

  it('refuses references that do not exist and an unknown student', async () => {
    const student = await activeStudent(true);
    expectBadRequest(await patchStudent(student.studentId, { schoolYear: '/api/school-years/9999' }), MISSING_REFERENCE_MESSAGE);
    expectStatus(await patchStudent(999_999, { name: 'Кто-то' }), 404);
    expectCleanRefusal(await patchStudent(student.studentId, { parentId: 3 }));
  });

  it('archives with an exit status and unarchives (core.md §4)', async () => {
    const student = await activeStudent(true);
    expectBadRequest(await patchStudent(student.studentId, { exitStatus: 2 }), EXIT_STATUS_ONLY_WHEN_ARCHIVED);
    const archived = await patchStudent(student.studentId, { isArchived: true, exitStatus: '/api/exit-statuses/2' });
    expectStatus(archived, 200);
    expect(archived.json()).toMatchObject({ isArchived: true, exitStatusId: 2, exitStatusName: 'Переезд' });
    expect((await get<StudentRow>('students-info')).rows.some((row) => row.studentId === student.studentId)).toBe(false);
    expect((await get<StudentRow>('students-archive-info')).rows.some((row) => row.studentId === student.studentId)).toBe(true);
    expect((await patchStudent(student.studentId, { exitStatus: 4 })).json()).toMatchObject({ exitStatusId: 4 });
    const back = await patchStudent(student.studentId, { isArchived: false });
    expect(back.json()).toMatchObject({ isArchived: false, exitStatusId: null, exitStatusName: null });
    expect((await get<StudentRow>('students-info')).rows.some((row) => row.studentId === student.studentId)).toBe(true);
  });
});

describe('the parent of a student', () => {
  it('creates a parent with the link', async () => {
    const student = await activeStudent(false);
    const response = await post('student-parent-new-with-link', { studentId: student.studentId, parentName: 'Мария Новая', parentPhoneNumber: '89161230000' });
    expectStatus(response, 201);
    expect(response.json()).toMatchObject({ parentName: 'Мария Новая', parentPhoneNumber: '+79161230000' });
    expectValidationError(await post('student-parent-new-with-link', { studentId: student.studentId, parentName: '' }), 'Имя не может быть пустым', 'parentName');
  });

  it('links an existing parent, or copies an application parent (exactly one of them)', async () => {
    const student = await activeStudent(true);
    const linked = await post('update-or-create-student-parent-link', { studentId: student.studentId, parentId: 1, clientParentId: null });
    expectStatus(linked, 200);
    expect(linked.json()).toMatchObject({ parentId: 1 });
    const parentsBefore = (await t.db.select().from(parents)).length;
    const copied = await post('update-or-create-student-parent-link', { studentId: student.studentId, parentId: null, clientParentId: 1 });
    expectStatus(copied, 200);
    expect((copied.json() as StudentRow).parentId).not.toBe(1);
    expect((await t.db.select().from(parents)).length).toBe(parentsBefore + 1);
    for (const link of [{ parentId: null, clientParentId: null }, { parentId: 1, clientParentId: 1 }]) {
      expectValidationError(await post('update-or-create-student-parent-link', { studentId: student.studentId, ...link }), ONE_PARENT_ONLY);
    }
    expectBadRequest(await post('update-or-create-student-parent-link', { studentId: student.studentId, parentId: 999_999 }), MISSING_REFERENCE_MESSAGE);
  });
});

describe('lesson formats of a student', () => {
  it('applies the difference of old and new formats through the link routes', async () => {
    const student = await activeStudent(true);
    const diff = attendanceDiff(student.attendanceTypes, [2]);
    for (const linkId of diff.toRemove) {
      expectStatus(await t.call({ method: 'DELETE', url: `/api/student-attendance-type-links/${linkId}`, as: 'admin' }), 200);
    }
    for (const typeId of diff.toAdd) {
      const added = await post('student-attendance-type-links', { student: `/api/students/${student.studentId}`, attendanceType: `/api/attendance-types/${typeId}` });
      expectStatus(added, 201);
      expect(added.json()).toMatchObject({ studentId: student.studentId, attendanceTypeId: typeId });
    }
    expect((await readStudent(student.studentId)).attendanceTypes.map((format) => format.attendanceTypeId)).toEqual([2]);
    expectBadRequest(await post('student-attendance-type-links', { student: student.studentId, attendanceType: 2 }), 'Этот формат занятий уже выбран');
    expectBadRequest(await post('student-attendance-type-links', { student: student.studentId, attendanceType: 99 }), MISSING_REFERENCE_MESSAGE);
    expectStatus(await t.call({ method: 'DELETE', url: '/api/student-attendance-type-links/999999', as: 'admin' }), 404);
  });
});

describe('the parents table', () => {
  it('lists, creates and edits parents of students', async () => {
    const { rows } = await get<ParentRow>('parents-info');
    const names = rows.map((row) => row.parentName);
    expect(names).toEqual([...names].sort((left, right) => left.localeCompare(right, 'ru')));
    const created = await post('parents/new', { name: 'Пётр Отцов', phoneNumber: '9160001122', role: 'Папа' });
    expectStatus(created, 201);
    const { parentId } = created.json() as ParentRow;
    const updated = await t.call({ method: 'PATCH', url: `/api/parents/${parentId}`, payload: { telegramId: '777', name: 'Пётр Отцов-Младший' }, as: 'admin' });
    expect(updated.json()).toEqual({ parentId, parentName: 'Пётр Отцов-Младший', parentPhoneNumber: '+79160001122', parentTelegramId: '777' });
    expectValidationError(await t.call({ method: 'PATCH', url: `/api/parents/${parentId}`, payload: { name: '' }, as: 'admin' }), 'Имя не может быть пустым', 'name');
    expectValidationError(await t.call({ method: 'PATCH', url: `/api/parents/${parentId}`, payload: { phoneNumber: '1' }, as: 'admin' }), INVALID_PHONE, 'phoneNumber');
    expectValidationError(await post('parents/new', { name: '', phoneNumber: null }), 'Имя не может быть пустым', 'name');
  });
});

describe('service/students/update-name', () => {
  it('records the rename', async () => {
    const student = await activeStudent(true);
    const response = await post('service/students/update-name', { studentId: student.studentId, newName: 'Новое Имя', oldName: student.studentName });
    expectStatus(response, 201);
    expect(response.json()).toMatchObject({ entity: 'student', entityId: student.studentId, changedBy: 'admin' });
  });
});

describe('student-grades-info', () => {
  it('gives one row per student and lesson, newest first, paged and filtered', async () => {
    const page = await get<StudentGradeRow>('student-grades-info?_start=0&_end=50', 'teacher');
    expect(page.rows).toHaveLength(50);
    expect(page.total).toBeGreaterThan(1000);
    const keys = page.rows.map((row) => row.uniqueKey);
    expect(new Set(keys).size).toBe(keys.length);
    const dates = page.rows.map((row) => row.lessonDate ?? '');
    expect(dates).toEqual([...dates].sort().reverse());
    const row = page.rows[0];
    expect(row.attendanceGrade).toMatch(/^[+-]/);
    const ofStudent = await get<StudentGradeRow>(`student-grades-info?studentId=${row.studentId}&lessonCycleNumber=${row.lessonCycleNumber}`, 'teacher');
    expect(ofStudent.rows.every((entry) => entry.studentId === row.studentId && entry.lessonCycleNumber === row.lessonCycleNumber)).toBe(true);
    const sorted = await get<StudentGradeRow>('student-grades-info?_sort=studentName&_order=asc&_start=0&_end=20', 'teacher');
    const names = sorted.rows.map((entry) => entry.studentName);
    expect(names).toEqual([...names].sort((left, right) => left.localeCompare(right, 'ru')));
    expectBadRequest(await t.call({ method: 'GET', url: '/api/student-grades-info?_sort=attendanceGrade', as: 'teacher' }), 'Сортировка по полю attendanceGrade невозможна');
  });

  it("puts each kind of mark of a student's lesson in its column, and counts every graded pair once", async () => {
    const page = await get<StudentGradeRow>('student-grades-info?_start=0&_end=30', 'teacher');
    for (const row of page.rows) {
      const stored = await t.db
        .select({ gradeType: grades.gradeType, value: grades.value })
        .from(grades)
        .where(and(eq(grades.lessonId, row.lessonId), eq(grades.studentId, row.studentId)));
      const valueOf = (type: string) => stored.find((grade) => grade.gradeType === type)?.value ?? null;
      expect([row.attendanceGrade, row.classworkGrade, row.homeworkGrade]).toEqual([valueOf('attendance'), valueOf('classwork'), valueOf('homework')]);
    }
    const pairs = new Set((await t.db.select({ lessonId: grades.lessonId, studentId: grades.studentId }).from(grades)).map((grade) => `${grade.studentId}-${grade.lessonId}`));
    expect(page.total).toBe(pairs.size);
  });
});
