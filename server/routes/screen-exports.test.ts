import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type DemoLogin, type TestApp } from '../test/app';
import { readSheet } from '../test/sheet';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

type Row = Record<string, unknown>;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const dayOf = (text: unknown) => (text ? new Date(`${String(text).slice(0, 10)}T00:00:00.000Z`) : null);
const orNull = (value: unknown) => (value === null || value === undefined || value === '' ? null : value);

// Issue 20: 'Выгрузить в Excel' on the trial lessons, the archived tasks and the formation statuses, through the one
// export of the declared lists: the header is the columns the screen shows, in its order, and every row of the
// list's query is in the file.
const cases = [
  {
    name: 'trial-classes',
    list: 'client-trial-classes-info',
    query: '_sort=lessonDate&_order=desc',
    fields: ['studentName', 'schoolClassName', 'subjectName', 'schoolYearName', 'lessonDate', 'attendanceGrade', 'classworkGrade', 'homeworkGrade', 'lessonNumber'],
    header: ['Ученик', 'Группа', 'Предмет', 'Класс', 'Дата занятия', 'Посещение', 'Работа на уроке', 'Домашнее задание', 'Номер урока'],
    cells: (row: Row) => {
      const grades = row.lessonGrades as Row;
      return [
        row.studentName,
        row.schoolClassName,
        row.subjectName,
        orNull(row.schoolYearName),
        dayOf(row.lessonDate),
        orNull(grades.attendanceGrade),
        orNull(grades.classworkGrade),
        orNull(grades.homeworkGrade),
        orNull(row.lessonNumber),
      ];
    },
  },
  {
    name: 'tasks-archive',
    list: 'tasks-archive-info',
    query: '_sort=deadline&_order=desc',
    fields: ['title', 'description', 'deadline', 'taskPriorityTypeName', 'taskStatusName', 'staffName'],
    header: ['Заголовок', 'Описание', 'Дедлайн', 'Приоритет', 'Статус', 'Исполнитель'],
    cells: (row: Row) => [row.title, orNull(row.description), dayOf(row.deadline), row.taskPriorityTypeName, row.taskStatusName, orNull(row.staffName)],
  },
  {
    name: 'formation-statuses',
    list: 'client-school-class-statuses-info',
    query: '',
    fields: ['name', 'color'],
    header: ['Название', 'Цвет'],
    cells: (row: Row) => [row.name, row.color],
  },
];

describe.each(cases)('GET /api/export/$name', ({ name, list, query, fields, header, cells }) => {
  it('holds every row of the list under the columns of the screen', async () => {
    const whole = await t.call({ method: 'GET', url: `/api/${list}${query ? `?${query}` : ''}`, as: 'owner' });
    expect(whole.statusCode).toBe(200);
    const expected = whole.json() as Row[];
    expect(expected.length, 'the demo data has rows').toBeGreaterThan(0);
    const response = await t.call({ method: 'GET', url: `/api/export/${name}?${query ? `${query}&` : ''}fields=${fields.join(',')}`, as: 'owner' });
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    expect(response.headers['content-type']).toContain(XLSX);
    const sheet = await readSheet(response.rawPayload);
    const [head, ...rows] = sheet.rows;
    expect(head).toEqual(header);
    expect(rows).toHaveLength(expected.length);
    // exceljs leaves a row's trailing empty cells out
    const padded = (row: unknown[]) => Array.from({ length: fields.length }, (_, index) => orNull(row[index]));
    expect(rows.map(padded)).toEqual(expected.map(cells));
  });

  it('answers as the list read does for each role', async () => {
    expect((await t.call({ method: 'GET', url: `/api/export/${name}` })).statusCode).toBe(401);
    for (const as of ['owner', 'admin', 'teacher', 'user', 'guest'] as DemoLogin[]) {
      const read = await t.call({ method: 'GET', url: `/api/${list}`, as });
      const exported = await t.call({ method: 'GET', url: `/api/export/${name}?fields=${fields[0]}`, as });
      expect(exported.statusCode, as).toBe(read.statusCode);
    }
  });
});

// A list whose path names a record: a group's payments (the group page's 'История платежей' tab), at
// export/group-payments/{id}, every page of that group's lines under the tab's columns.
describe('GET /api/export/group-payments/{id}', () => {
  const fields = ['paymentDate', 'studentName', 'classCycle', 'lessonAmount', 'cycleStartDate', 'cycleEndDate', 'amount', 'paymentDescriptorLinks', 'paymentComment'];
  const header = ['Дата платежа', 'Ученик', 'Цикл', 'Занятий', 'Начало цикла', 'Конец цикла', 'Сумма', 'Типы платежа', 'Комментарий'];

  it("holds the group's payment lines under the tab's columns", async () => {
    const [line] = (await t.call({ method: 'GET', url: '/api/payment-details-info?_start=0&_end=1', as: 'owner' })).json() as Row[];
    const list = await t.call({ method: 'GET', url: `/api/payment-details-info/schoolClass/${String(line.classId)}`, as: 'owner' });
    const expected = list.json() as Row[];
    expect(expected.length).toBeGreaterThan(0);
    const response = await t.call({ method: 'GET', url: `/api/export/group-payments/${String(line.classId)}?fields=${fields.join(',')}`, as: 'owner' });
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    const sheet = await readSheet(response.rawPayload);
    const [head, ...rows] = sheet.rows;
    expect(head).toEqual(header);
    expect(rows).toHaveLength(expected.length);
    const first = expected[0];
    expect(rows[0].slice(0, 4)).toEqual([dayOf(first.paymentDate), first.studentName, first.classCycle, first.lessonAmount]);
    expect(rows[0][6]).toBe(Number(first.amount));
    expect(rows[0][7]).toBe((first.paymentDescriptorLinks as { paymentDescriptorName: string }[]).map((link) => link.paymentDescriptorName).join(', '));
  });

  it('answers as the list does: 400 for an id that is no number, 403 for a teacher, 401 without a token', async () => {
    expect((await t.call({ method: 'GET', url: '/api/export/group-payments/abc', as: 'owner' })).statusCode).toBe(400);
    expect((await t.call({ method: 'GET', url: '/api/export/group-payments/1', as: 'teacher' })).statusCode).toBe(403);
    expect((await t.call({ method: 'GET', url: '/api/export/group-payments/1' })).statusCode).toBe(401);
  });
});

// A tree: the statistics' 'Ушедшие учеников' tab, a group's row and then its students', as the tab shows them for
// its quick filter.
describe('GET /api/export/enrollment-tracking', () => {
  const fields = ['name', 'teacherName', 'enrollmentDate', 'disenrollmentDate', 'days', 'bucket', 'status'];
  const header = ['Группа / ученик', 'Преподаватель', 'Дата зачисления', 'Дата ухода', 'Дней', 'Срок', 'Статус'];
  type Group = { schoolClassName: string; teacherName: string | null; studentEnrollments: { studentName: string; enrollmentDate: string; disenrollmentDate: string | null }[] };

  it('writes each group and then its students, under the tab’s columns', async () => {
    const groups = (await t.call({ method: 'GET', url: '/api/statistics/enrollment/tracking', as: 'owner' })).json() as Group[];
    const shown = groups.filter((group) => group.studentEnrollments.length > 0);
    const response = await t.call({ method: 'GET', url: `/api/export/enrollment-tracking?fields=${fields.join(',')}`, as: 'owner' });
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    const [head, ...rows] = (await readSheet(response.rawPayload)).rows;
    expect(head).toEqual(header);
    expect(rows).toHaveLength(shown.length + shown.reduce((sum, group) => sum + group.studentEnrollments.length, 0));
    const [group] = shown;
    expect(rows[0][0]).toBe(group.schoolClassName);
    expect(rows[0][6]).toMatch(/^\d+ сейчас, \d+ ушли$/);
    expect(rows[1][0]).toBe(group.studentEnrollments[0].studentName);
    expect(rows[1][2]).toEqual(dayOf(group.studentEnrollments[0].enrollmentDate));
    expect(['Активный', 'Ушел']).toContain(rows[1][6]);
  });

  it('keeps what the quick filter keeps: a student’s group row and that student', async () => {
    const groups = (await t.call({ method: 'GET', url: '/api/statistics/enrollment/tracking', as: 'owner' })).json() as Group[];
    const student = groups.flatMap((group) => group.studentEnrollments)[0].studentName;
    const response = await t.call({ method: 'GET', url: `/api/export/enrollment-tracking?q=${encodeURIComponent(student)}&fields=name`, as: 'owner' });
    expect(response.statusCode).toBe(200);
    const names = (await readSheet(response.rawPayload)).rows.slice(1).map((row) => row[0]);
    expect(names).toContain(student);
    expect(names.filter((name) => name !== student).every((name) => groups.some((group) => group.schoolClassName === name))).toBe(true);
  });
});

// A report's tree: 'Платежи по циклам' for one tab (cycle and class category), each group and then its students.
describe('GET /api/export/cycle-payments', () => {
  const query = 'cycle=1&schoolYearCategory=ABOVE_4TH_GRADE';
  const fields = ['name', 'teacher', 'schedule', 'paymentId', 'paymentAmount', 'paymentDate'];
  type Student = { studentName: string; enrolled: boolean; payment: { paymentId: number; paymentAmount: string; paymentDate: string } | null };
  type Group = { schoolClassName: string; teacherName: string | null; students: Student[] };

  it('writes the tab’s groups and their students under the page’s columns', async () => {
    const groups = (await t.call({ method: 'GET', url: `/api/payments-by-cycle?${query}`, as: 'owner' })).json() as Group[];
    expect(groups.length).toBeGreaterThan(0);
    const response = await t.call({ method: 'GET', url: `/api/export/cycle-payments?${query}&fields=${fields.join(',')}`, as: 'owner' });
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    const [head, ...rows] = (await readSheet(response.rawPayload)).rows;
    expect(head).toEqual(['Группа / ученик', 'Преподаватель', 'Расписание', 'Платёж №', 'Сумма', 'Дата оплаты']);
    expect(rows).toHaveLength(groups.length + groups.reduce((sum, group) => sum + group.students.length, 0));
    const [group] = groups;
    const paid = group.students.filter((student) => student.payment);
    expect(rows[0][0]).toBe(group.schoolClassName);
    expect(rows[0][3]).toBe(`оплатили ${paid.length} из ${group.students.length}`);
    expect(rows[0][4]).toBeCloseTo(paid.reduce((sum, student) => sum + Number(student.payment!.paymentAmount), 0), 2);
    const [first] = group.students;
    expect(rows[1][0]).toBe(first.enrolled ? first.studentName : `${first.studentName} (выбыл)`);
    expect(rows[1][3]).toBe(first.payment ? first.payment.paymentId : '—');
  });

  it('refuses a tab the report refuses, as the report does', async () => {
    const report = await t.call({ method: 'GET', url: '/api/payments-by-cycle?cycle=99&schoolYearCategory=ABOVE_4TH_GRADE', as: 'owner' });
    const exported = await t.call({ method: 'GET', url: '/api/export/cycle-payments?cycle=99&schoolYearCategory=ABOVE_4TH_GRADE', as: 'owner' });
    expect(report.statusCode).toBe(400);
    expect(exported.statusCode).toBe(400);
    expect((exported.json() as { message: string }).message).toBe((report.json() as { message: string }).message);
  });
});
