import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClassEnrollmentRow } from '../../resources/class-enrollments';
import { createTestApp, type DemoLogin, type TestApp } from '../test/app';
import { expectBadRequest, expectStatus } from '../test/expect';

let t: TestApp;
let enrolments: number;
beforeAll(async () => {
  t = await createTestApp();
  const [row] = ((await t.db.execute(sql`select count(*)::int as total from student_classes`)) as unknown as { rows: { total: number }[] }).rows;
  enrolments = row.total;
});
afterAll(async () => {
  await t?.close();
});

const get = async (query: string, as: DemoLogin = 'admin') => {
  const response = await t.call({ method: 'GET', url: `/api/class-enrollments-info${query}`, as });
  expectStatus(response, 200);
  return { rows: response.json() as ClassEnrollmentRow[], total: Number(response.headers['x-total-count']) };
};

describe('class-enrollments-info (issue 10: /students/class-enrollments)', () => {
  it('pages every enrolment, newest first, with its student, group, teacher, subject, dates and status', async () => {
    const { rows, total } = await get('?_start=0&_end=25');
    expect(enrolments).toBeGreaterThan(25);
    expect(total).toBe(enrolments);
    expect(rows).toHaveLength(25);
    const dates = rows.map((row) => row.enrollmentDate);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const row of rows) {
      expect(row.studentName).toBeTruthy();
      expect(row.className).toBeTruthy();
      expect(row.enrollmentStatus).toBe(row.disenrollmentDate ? 'Ушел' : 'Активный');
    }
  });

  it('matches the stored enrolment of a row', async () => {
    const { rows } = await get('?_start=0&_end=1');
    const [stored] = (
      (await t.db.execute(sql`select sc.student_id, sc.class_id, s.name as student, c.name as class, sc.enrollment_date::text as enrolled
        from student_classes sc join students s on s.id = sc.student_id join school_classes c on c.id = sc.class_id where sc.id = ${rows[0].studentClassId}`)) as unknown as {
        rows: { student_id: number; class_id: number; student: string; class: string; enrolled: string }[];
      }
    ).rows;
    expect(rows[0]).toMatchObject({ studentId: stored.student_id, classId: stored.class_id, studentName: stored.student, className: stored.class, enrollmentDate: stored.enrolled });
  });

  it('searches a student or a group with q, and filters by status', async () => {
    const { rows } = await get('?_start=0&_end=1');
    const surname = rows[0].studentName.split(' ')[0];
    const byStudent = await get(`?q=${encodeURIComponent(surname.toLowerCase())}&_start=0&_end=100`);
    expect(byStudent.total).toBeGreaterThan(0);
    expect(byStudent.rows.every((row) => row.studentName.toLowerCase().includes(surname.toLowerCase()) || row.className.toLowerCase().includes(surname.toLowerCase()))).toBe(true);
    const byGroup = await get(`?q=${encodeURIComponent(rows[0].className)}&_start=0&_end=100`);
    expect(byGroup.rows.some((row) => row.studentClassId === rows[0].studentClassId)).toBe(true);
    const left = await get(`?enrollmentStatus=${encodeURIComponent('Ушел')}&_start=0&_end=100`);
    expect(left.rows.every((row) => row.disenrollmentDate !== null)).toBe(true);
    const none = await get(`?q=${encodeURIComponent('Несуществующий ученик')}&_start=0&_end=25`);
    expect(none).toEqual({ rows: [], total: 0 });
  });

  it('sorts by a field both ways and refuses an unknown one in Russian', async () => {
    const ascending = await get('?_start=0&_end=50&_sort=studentClassId&_order=asc');
    const ids = ascending.rows.map((row) => row.studentClassId);
    expect(ids).toEqual([...ids].sort((left, right) => left - right));
    expectBadRequest(await t.call({ method: 'GET', url: '/api/class-enrollments-info?_sort=secret', as: 'admin' }), 'Сортировка по полю secret невозможна');
  });

  // the whole role matrix is route-matrix.test.ts's (read Student)
  it('is read by a teacher, who reads students, and not without a token', async () => {
    expect((await get('?_start=0&_end=5', 'teacher')).rows.length).toBeGreaterThan(0);
    expectStatus(await t.call({ method: 'GET', url: '/api/class-enrollments-info' }), 401);
  });
});
