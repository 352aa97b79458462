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

// Reports whose columns depend on the answer (`exportColumns`): the profit tabs, a column per income category and
// per expense type of the period, and a group's report with all its cycles.
describe('GET /api/export/profit-by-*', () => {
  const range = 'startDate=2025-09-01&endDate=2026-08-31';
  type Amounts = Record<string, string>;
  type Item = { yearMonth?: string; cycleNumber?: number | null; income: { total: string; totalByCategory: Amounts }; expenses: { total: string; expensesByType: Amounts }; profit: string };
  const categoriesOf = (all: Amounts[]) => [...new Set(all.flatMap((amounts) => Object.keys(amounts)))].sort();
  const tabs = [
    { name: 'profit-by-subject', list: 'owner/profit/summary-by-subject-chart', period: 'Месяц', label: (item: Item) => `${item.yearMonth!.slice(5, 7)}.${item.yearMonth!.slice(0, 4)}` },
    { name: 'profit-by-cycle-and-group', list: 'owner/profit/summary-by-cycle-and-school-class', period: 'Цикл', label: (item: Item) => (item.cycleNumber === null ? 'Без цикла' : `Цикл ${item.cycleNumber}`) },
  ];

  it.each(tabs)('$name: the tab’s columns with a column per category of the answer, a row per period and the total', async ({ name, list, period, label }) => {
    const items = (await t.call({ method: 'GET', url: `/api/${list}?${range}`, as: 'owner' })).json() as Item[];
    const income = categoriesOf(items.map((item) => item.income.totalByCategory));
    const expenses = categoriesOf(items.map((item) => item.expenses.expensesByType));
    expect(income.length, 'the demo data has income in the period').toBeGreaterThan(0);
    const response = await t.call({ method: 'GET', url: `/api/export/${name}?${range}`, as: 'owner' });
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    const [head, ...rows] = (await readSheet(response.rawPayload)).rows as [string[], ...unknown[][]];
    // the screen's columns in its order, the chart's categories between them
    expect(head[0]).toBe(period);
    expect(head.at(-1)).toBe('Прибыль');
    const incomeAt = head.indexOf('Доходы');
    const expensesAt = head.indexOf('Расходы');
    expect([...head.slice(1, incomeAt)].sort()).toEqual(income);
    expect([...head.slice(incomeAt + 1, expensesAt)].sort()).toEqual(expenses.map((category) => `${category} (расход)`));
    expect(expensesAt).toBe(head.length - 2);
    expect(rows).toHaveLength(items.length + 1);
    const cells = (row: unknown[]) => Object.fromEntries(head.map((title, index) => [title, row[index] ?? null]));
    const [first] = items;
    const shown = cells(rows[0]);
    expect(shown[period]).toBe(label(first));
    for (const category of income) expect(shown[category]).toBeCloseTo(Number(first.income.totalByCategory[category] ?? 0), 2);
    for (const category of expenses) expect(shown[`${category} (расход)`]).toBeCloseTo(Number(first.expenses.expensesByType[category] ?? 0), 2);
    expect(shown['Доходы']).toBeCloseTo(Number(first.income.total), 2);
    expect(shown['Расходы']).toBeCloseTo(Number(first.expenses.total), 2);
    expect(shown['Прибыль']).toBeCloseTo(Number(first.profit), 2);
    const total = cells(rows.at(-1)!);
    expect(total[period]).toBe('За период');
    expect(total['Прибыль']).toBeCloseTo(items.reduce((sum, item) => sum + Number(item.profit), 0), 2);
  });

  it('answers as the report does: 400 without a period, the same status for each role', async () => {
    const refused = await t.call({ method: 'GET', url: '/api/export/profit-by-subject', as: 'owner' });
    const report = await t.call({ method: 'GET', url: '/api/owner/profit/summary-by-subject-chart', as: 'owner' });
    expect(refused.statusCode).toBe(400);
    expect((refused.json() as { message: string }).message).toBe((report.json() as { message: string }).message);
    for (const as of ['admin', 'teacher', 'user', 'guest'] as DemoLogin[]) {
      const read = await t.call({ method: 'GET', url: `/api/owner/profit/summary-by-teacher-chart?${range}`, as });
      const exported = await t.call({ method: 'GET', url: `/api/export/profit-by-teacher?${range}`, as });
      expect(exported.statusCode, as).toBe(read.statusCode);
    }
  });
});

// 'Платежи по группе' (/payments/class-reports): every student of the group, not the page shown; with all cycles
// a column per cycle of the answer.
describe('GET /api/export/group-cycle-report/{id} and group-all-cycles-report/{id}', () => {
  type Report = { classId: number; currentCycle: number; cycles: number[]; totalRows: number; rows: Row[] };
  const groupWithStudents = async () => {
    const groups = (await t.call({ method: 'GET', url: '/api/payments-by-cycle?cycle=1&schoolYearCategory=ABOVE_4TH_GRADE', as: 'owner' })).json() as { schoolClassId: number; students: unknown[] }[];
    const group = groups.find((candidate) => candidate.students.length > 0);
    expect(group, 'the demo data has a group with students').toBeDefined();
    return group!.schoolClassId;
  };

  it('two cycles: the page’s columns and every student', async () => {
    const classId = await groupWithStudents();
    const report = (await t.call({ method: 'GET', url: `/api/payment-details-for-2-cycles-info/${classId}`, as: 'owner' })).json() as Report;
    const response = await t.call({ method: 'GET', url: `/api/export/group-cycle-report/${classId}`, as: 'owner' });
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    const [head, ...rows] = (await readSheet(response.rawPayload)).rows;
    expect(head).toEqual(['Ученик', 'Текущий цикл', 'Сумма за текущий цикл', 'Дата оплаты текущего цикла', 'Прошлый цикл', 'Сумма за прошлый цикл', 'Дата оплаты прошлого цикла', 'Тариф ученика']);
    expect(rows).toHaveLength(report.totalRows);
    const [first] = report.rows;
    expect(rows[0][0]).toBe(first.enrolled ? first.studentName : `${String(first.studentName)} (выбыл)`);
    expect(rows[0][1]).toBe(first.currentCycle);
    expect(orNull(rows[0][2])).toEqual(first.currentCycleAmount === null ? null : Number(first.currentCycleAmount));
  });

  it('all cycles: a column per cycle of the answer, its amounts', async () => {
    const classId = await groupWithStudents();
    const report = (await t.call({ method: 'GET', url: `/api/payment-details-for-all-cycles/${classId}`, as: 'owner' })).json() as Report;
    const response = await t.call({ method: 'GET', url: `/api/export/group-all-cycles-report/${classId}`, as: 'owner' });
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    const [head, ...rows] = (await readSheet(response.rawPayload)).rows;
    expect(head).toEqual([
      'Ученик',
      ...report.cycles.map((cycle) => (cycle === report.currentCycle ? `Цикл ${cycle} (текущий)` : `Цикл ${cycle}`)),
      'Тариф ученика',
    ]);
    expect(rows).toHaveLength(report.totalRows);
    const cycleData = report.rows[0].cycleData as { cycleNumber: number; amount: string | null }[];
    const amounts = report.cycles.map((cycle) => cycleData.find((data) => data.cycleNumber === cycle)?.amount ?? null);
    expect(report.cycles.map((_, index) => orNull(rows[0][index + 1]))).toEqual(amounts.map((amount) => (amount === null ? null : Number(amount))));
    // the columns the screen shows, by their keys
    const chosen = await t.call({ method: 'GET', url: `/api/export/group-all-cycles-report/${classId}?fields=studentName,cycle1`, as: 'owner' });
    expect((await readSheet(chosen.rawPayload)).rows[0]).toEqual(['Ученик', report.currentCycle === 1 ? 'Цикл 1 (текущий)' : 'Цикл 1']);
  });

  it('answers as the report does: 400 for an id that is no number, 403 for a teacher, 401 without a token', async () => {
    expect((await t.call({ method: 'GET', url: '/api/export/group-all-cycles-report/abc', as: 'owner' })).statusCode).toBe(400);
    const read = await t.call({ method: 'GET', url: '/api/payment-details-for-2-cycles-info/1', as: 'teacher' });
    expect((await t.call({ method: 'GET', url: '/api/export/group-cycle-report/1', as: 'teacher' })).statusCode).toBe(read.statusCode);
    expect((await t.call({ method: 'GET', url: '/api/export/group-cycle-report/1' })).statusCode).toBe(401);
  });
});
