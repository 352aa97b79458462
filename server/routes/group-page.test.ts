import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EXIT_CLASS_MISSING,
  EXIT_CYCLE_INVALID,
  EXIT_NOT_FOUND,
  EXIT_STUDENT_MISSING,
  EXIT_STUDENT_NOT_IN_CLASS,
  EXIT_TEXT_TOO_LONG,
  GROUP_NOT_FOUND,
  type SchoolClassInfo,
  type StudentClass,
  type StudentExit,
} from '../../resources/group-page';
import type { PaymentDetailRow } from '../../resources/payment-history';
import { TEACHER_OR_SUBJECT_NOT_FOUND, TEACHER_SUBJECT_DUPLICATE, type TeacherSubjectRow } from '../../resources/teacher-subjects';
import type { TrialClassRow } from '../../resources/trial-classes';
import { createTestApp, type DemoLogin, type TestApp } from '../test/app';
import { expectBadRequest, expectCleanRefusal, expectStatus, expectValidationError } from '../test/expect';
import { bodyFor, pathParameter } from '../test/zod-arbitrary';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const rows = async <Row>(query: ReturnType<typeof sql>) => ((await t.db.execute(query)) as unknown as { rows: Row[] }).rows;
const get = async <Body>(url: string, as: DemoLogin = 'owner') => {
  const response = await t.call({ method: 'GET', url: `/api/${url}`, as });
  expectStatus(response, 200);
  return response.json() as Body;
};

// a group with students now, one of whom is also in another group, and a payment line
const busyGroup = async () => {
  const [row] = await rows<{ class_id: number }>(sql`
    select sc.class_id from student_classes sc join students s on s.id = sc.student_id
    join school_classes c on c.id = sc.class_id
    where not sc.is_archived and sc.disenrollment_date is null and not s.is_archived and not c.is_archived
      and exists (select 1 from student_classes other where other.student_id = sc.student_id and other.class_id <> sc.class_id
        and not other.is_archived and other.disenrollment_date is null)
      and exists (select 1 from payment_details pd where pd.class_id = sc.class_id)
    order by sc.class_id limit 1`);
  return row.class_id;
};

describe('the group page (operations.md §7 "Group page and exits")', () => {
  it('reads the group card with its teacher, subject, class, format, cycle and report link', async () => {
    const classId = await busyGroup();
    const info = await get<SchoolClassInfo>(`school-class-info/${classId}`);
    const [stored] = await rows<{ name: string; cycle: number; lessons_per_cycle: number; teacher: string; subject: string; year: string }>(sql`
      select c.name, c.cycle, c.lessons_per_cycle, st.name as teacher, su.name as subject, y.description as year
      from school_classes c join staff st on st.id = c.staff_id join subjects su on su.id = c.subject_id join school_years y on y.id = c.school_year_id
      where c.id = ${classId}`);
    expect(info).toMatchObject({
      schoolClassId: classId,
      className: stored.name,
      classCycle: stored.cycle,
      numberOfLessonsPerCycle: stored.lessons_per_cycle,
      teacherName: stored.teacher,
      subjectName: stored.subject,
      schoolYearDescription: stored.year,
    });
    expect(await get(`school_class_subject_and_teacher/${classId}`)).toEqual({ subjectId: info.subjectId, teacherId: info.teacherId });
  });

  it('answers 404 for a group that does not exist and 400 for an id that is no number', async () => {
    for (const url of ['school-class-info/999999', 'student-classes/schoolClass/999999', 'student-exits/schoolClass/999999', 'payment-details-info/schoolClass/999999']) {
      const response = await t.call({ method: 'GET', url: `/api/${url}`, as: 'owner' });
      expectStatus(response, 404);
      expect(response.json()).toEqual({ message: GROUP_NOT_FOUND });
    }
    const bad = await t.call({ method: 'GET', url: '/api/school-class-info/abc', as: 'owner' });
    expectStatus(bad, 400);
    expectCleanRefusal(bad);
  });

  it('lists the students of the group, those in it now first, each with their other groups', async () => {
    const classId = await busyGroup();
    const students = await get<StudentClass[]>(`student-classes/schoolClass/${classId}`);
    const stored = await rows<{ student_id: number }>(sql`
      select sc.student_id from student_classes sc join students s on s.id = sc.student_id
      where sc.class_id = ${classId} and not sc.is_archived and sc.disenrollment_date is null and not s.is_archived`);
    const now = students.filter((student) => student.inGroup);
    expect(now.map((student) => student.studentId).sort()).toEqual(stored.map((row) => row.student_id).sort());
    // those who left follow, with their leaving date
    const [past] = await rows<{ n: number }>(sql`select count(*)::int as n from student_classes where class_id = ${classId}`);
    expect(students.length).toBe(past.n);
    expect(students.slice(0, now.length).every((student) => student.inGroup)).toBe(true);
    const withOthers = students.find((student) => student.enrolledClasses.length > 0)!;
    expect(withOthers).toBeDefined();
    expect(withOthers.enrolledClasses.every((group) => group.schoolClassId !== classId)).toBe(true);
  });

  it("pages the group's payment lines and keeps them to the group", async () => {
    const classId = await busyGroup();
    const response = await t.call({ method: 'GET', url: `/api/payment-details-info/schoolClass/${classId}?_start=0&_end=5`, as: 'owner' });
    expectStatus(response, 200);
    const page = response.json() as PaymentDetailRow[];
    const [stored] = await rows<{ n: number }>(sql`
      select count(*)::int as n from payment_details pd join payments p on p.id = pd.payment_id where pd.class_id = ${classId} and p.voided_at is null`);
    expect(Number(response.headers['x-total-count'])).toBe(stored.n);
    expect(page.length).toBe(Math.min(5, stored.n));
    expect(page.every((line) => line.classId === classId)).toBe(true);
  });

  it('gives the payments tab to those who read payments only', async () => {
    const classId = await busyGroup();
    const rights: [DemoLogin, number][] = [['owner', 200], ['admin', 200], ['teacher', 403], ['user', 403], ['guest', 200]];
    for (const [login, status] of rights) {
      expectStatus(await t.call({ method: 'GET', url: `/api/payment-details-info/schoolClass/${classId}`, as: login }), status);
    }
    // the rest of the page is read Schedule: everyone with a role that reads the schedule
    for (const login of ['owner', 'admin', 'teacher', 'user', 'guest'] as const) {
      expectStatus(await t.call({ method: 'GET', url: `/api/school-class-info/${classId}`, as: login }), 200);
      expectStatus(await t.call({ method: 'GET', url: `/api/student-exits/schoolClass/${classId}`, as: login }), 200);
    }
  });
});

describe('student exits', () => {
  const leftStudent = async () => {
    const [row] = await rows<{ student_id: number; class_id: number; name: string }>(sql`
      select sc.student_id, sc.class_id, s.name from student_classes sc join students s on s.id = sc.student_id
      where sc.disenrollment_date is not null order by sc.id desc limit 1`);
    return row;
  };

  it('shows the seeded exits of a group with its counts', async () => {
    const [seeded] = await rows<{ school_class_id: number; n: number }>(sql`
      select school_class_id, count(*)::int as n from student_exits group by school_class_id order by n desc, school_class_id limit 1`);
    const exits = await get<StudentExit[]>(`student-exits/schoolClass/${seeded.school_class_id}`);
    expect(exits.length).toBe(seeded.n);
    for (const exit of exits) {
      expect(exit.schoolClassId).toBe(seeded.school_class_id);
      expect(exit.numberOfStudentsExited).toBe(exits.filter((other) => other.classCycle === exit.classCycle).length);
      expect(exit.studentName).toBeTruthy();
    }
  });

  it('records, edits and deletes an exit, as a teacher too, with an audit row for each', async () => {
    const { student_id: studentId, class_id: classId, name } = await leftStudent();
    const created = await t.call({
      method: 'POST',
      url: '/api/student-exits',
      as: 'teacher',
      payload: { studentId, schoolClassId: classId, classCycle: 2, exitReasonSaidToTeacher: '  Переезд  ', exitReasonSaidToAdmin: '', retentionEffortsMade: null },
    });
    expectStatus(created, 200);
    const exit = created.json() as StudentExit;
    expect(exit).toMatchObject({ studentId, studentName: name, schoolClassId: classId, classCycle: 2, exitReasonSaidToTeacher: 'Переезд', exitReasonSaidToAdmin: null });

    // the screen sends every field back, the shown ones included
    const edited = await t.call({
      method: 'PATCH',
      url: `/api/student-exits/${exit.exitId}`,
      as: 'admin',
      payload: { ...exit, exitReasonSaidToAdmin: 'Дорого', classCycle: 3 },
    });
    expectStatus(edited, 200);
    expect(edited.json()).toMatchObject({ exitId: exit.exitId, classCycle: 3, exitReasonSaidToAdmin: 'Дорого', exitReasonSaidToTeacher: 'Переезд' });

    const removed = await t.call({ method: 'DELETE', url: `/api/student-school-class-exits/${exit.exitId}`, as: 'owner' });
    expectStatus(removed, 200);
    const [left] = await rows<{ n: number }>(sql`select count(*)::int as n from student_exits where id = ${exit.exitId}`);
    expect(left.n).toBe(0);
    const audits = await rows<{ action: string }>(sql`select action from audit_log where entity = 'student-exits' and entity_id = ${String(exit.exitId)} order by id`);
    expect(audits.map((row) => row.action)).toEqual(['create', 'update', 'delete']);

    const again = await t.call({ method: 'DELETE', url: `/api/student-school-class-exits/${exit.exitId}`, as: 'owner' });
    expectStatus(again, 404);
    expect(again.json()).toEqual({ message: EXIT_NOT_FOUND });
  });

  it('refuses bad exits with Russian messages and writes nothing', async () => {
    const { student_id: studentId, class_id: classId } = await leftStudent();
    const [before] = await rows<{ n: number }>(sql`select count(*)::int as n from student_exits`);
    const post = (payload: Record<string, unknown>) => t.call({ method: 'POST', url: '/api/student-exits', as: 'owner', payload });
    expectValidationError(await post({ schoolClassId: classId, classCycle: 1 }), EXIT_STUDENT_MISSING, 'studentId');
    expectValidationError(await post({ studentId, classCycle: 1 }), EXIT_CLASS_MISSING, 'schoolClassId');
    expectValidationError(await post({ studentId, schoolClassId: classId, classCycle: 0 }), EXIT_CYCLE_INVALID, 'classCycle');
    expectValidationError(await post({ studentId, schoolClassId: classId, classCycle: 'два' }), EXIT_CYCLE_INVALID, 'classCycle');
    expectValidationError(await post({ studentId, schoolClassId: classId, classCycle: 1, exitReasonSaidToAdmin: 'я'.repeat(2001) }), EXIT_TEXT_TOO_LONG);
    expectBadRequest(await post({ studentId, schoolClassId: 999999, classCycle: 1 }), GROUP_NOT_FOUND);
    const [stranger] = await rows<{ id: number }>(sql`
      select s.id from students s where not exists (select 1 from student_classes sc where sc.student_id = s.id and sc.class_id = ${classId}) order by s.id limit 1`);
    expectBadRequest(await post({ studentId: stranger.id, schoolClassId: classId, classCycle: 1 }), EXIT_STUDENT_NOT_IN_CLASS);
    expectCleanRefusal(await post({ studentId, schoolClassId: classId, classCycle: 1, exitId: 5 }));
    const missing = await t.call({ method: 'PATCH', url: '/api/student-exits/999999', as: 'owner', payload: { classCycle: 2 } });
    expectStatus(missing, 404);
    const [after] = await rows<{ n: number }>(sql`select count(*)::int as n from student_exits`);
    expect(after.n).toBe(before.n);
  });

  it('lets whoever updates the schedule write exits: not a user with read rights only', async () => {
    const { student_id: studentId, class_id: classId } = await leftStudent();
    const payload = { studentId, schoolClassId: classId, classCycle: 1 };
    expectStatus(await t.call({ method: 'POST', url: '/api/student-exits', as: 'user', payload }), 403);
    expectStatus(await t.call({ method: 'POST', url: '/api/student-exits', as: 'guest', payload }), 403);
    expectStatus(await t.call({ method: 'DELETE', url: '/api/student-school-class-exits/1', as: 'user' }), 403);
    expectStatus(await t.call({ method: 'POST', url: '/api/student-exits', payload }), 401);
  });
});

describe('trial lessons (client-trial-classes-info)', () => {
  it('lists the seeded trial lessons newest first with their marks, paged and searched', async () => {
    const all = await get<TrialClassRow[]>('client-trial-classes-info');
    const [stored] = await rows<{ n: number }>(sql`select count(*)::int as n from client_trial_classes`);
    expect(all.length).toBe(stored.n);
    expect(all.length).toBeGreaterThan(10);
    expect([...all.map((row) => row.lessonDate)]).toEqual([...all.map((row) => row.lessonDate)].sort().reverse());
    expect(all.some((row) => row.lessonGrades.attendanceGrade === '-')).toBe(true);
    expect(all.some((row) => row.lessonGrades.classworkGrade === '5')).toBe(true);

    const name = all[0].studentName;
    const found = await t.call({ method: 'GET', url: `/api/client-trial-classes-info?_start=0&_end=10&q=${encodeURIComponent(name.slice(0, 5))}`, as: 'admin' });
    expectStatus(found, 200);
    expect((found.json() as TrialClassRow[]).some((row) => row.studentName === name)).toBe(true);
    expect(Number(found.headers['x-total-count'])).toBeGreaterThan(0);

    const sorted = await get<TrialClassRow[]>('client-trial-classes-info?_sort=studentName&_order=asc&_start=0&_end=3');
    expect(sorted.length).toBe(3);
    expectBadRequest(await t.call({ method: 'GET', url: '/api/client-trial-classes-info?_sort=nope', as: 'owner' }), 'Сортировка по полю nope невозможна');
  });

  it('is for those who read applications', async () => {
    const rights: [DemoLogin, number][] = [['owner', 200], ['admin', 200], ['teacher', 403], ['user', 403], ['guest', 200]];
    for (const [login, status] of rights) expectStatus(await t.call({ method: 'GET', url: '/api/client-trial-classes-info', as: login }), status);
  });
});

describe('teacher subjects', () => {
  const ids = async () => {
    const [teacher] = await rows<{ id: number }>(sql`select id from staff where role = 'Преподаватель' order by id limit 1`);
    const [free] = await rows<{ id: number }>(sql`
      select id from subjects where id not in (select subject_id from teacher_subjects where staff_id = ${teacher.id}) order by id limit 1`);
    return { teacherId: teacher.id, subjectId: free.id };
  };

  it('has a pair for every demo teacher', async () => {
    const pairs = await get<TeacherSubjectRow[]>('teacher-subjects-info');
    const teachers = await rows<{ id: number }>(sql`select id from staff where role = 'Преподаватель'`);
    for (const { id } of teachers) expect(pairs.some((pair) => pair.teacherId === id), `teacher ${id}`).toBe(true);
    expect(pairs[0]).toEqual({ teacherSubjectId: expect.any(Number), teacherId: expect.any(Number), teacherName: expect.any(String), subjectId: expect.any(Number), subjectName: expect.any(String) });
  });

  it('adds a pair from addresses, edits it, and refuses a duplicate with 409', async () => {
    const { teacherId, subjectId } = await ids();
    const created = await t.call({
      method: 'POST',
      url: '/api/teacher-subjects',
      as: 'admin',
      payload: { staff: `http://localhost:3000/api/teachers/${teacherId}`, subject: `http://localhost:3000/api/subjects/${subjectId}` },
    });
    expectStatus(created, 200);
    const pair = created.json() as TeacherSubjectRow;
    expect(pair).toMatchObject({ teacherId, subjectId });

    const duplicate = await t.call({ method: 'POST', url: '/api/teacher-subjects', as: 'admin', payload: { staff: teacherId, subject: subjectId } });
    expectStatus(duplicate, 409);
    expect(duplicate.json()).toEqual({ message: TEACHER_SUBJECT_DUPLICATE });

    const [other] = await rows<{ id: number }>(sql`
      select id from subjects where id not in (select subject_id from teacher_subjects where staff_id = ${teacherId}) order by id limit 1`);
    const edited = await t.call({ method: 'PATCH', url: `/api/teacher-subjects/${pair.teacherSubjectId}`, as: 'owner', payload: { id: pair.teacherSubjectId, subject: `/api/subjects/${other.id}` } });
    expectStatus(edited, 200);
    expect(edited.json()).toMatchObject({ teacherSubjectId: pair.teacherSubjectId, teacherId, subjectId: other.id });

    // editing into a pair that exists is a duplicate too
    const [existing] = await rows<{ subject_id: number }>(sql`select subject_id from teacher_subjects where staff_id = ${teacherId} and id <> ${pair.teacherSubjectId} limit 1`);
    const clash = await t.call({ method: 'PATCH', url: `/api/teacher-subjects/${pair.teacherSubjectId}`, as: 'owner', payload: { subject: existing.subject_id } });
    expectStatus(clash, 409);
    expect(clash.json()).toEqual({ message: TEACHER_SUBJECT_DUPLICATE });
  });

  it("answers the spec's message for a teacher or subject it cannot find", async () => {
    const { teacherId, subjectId } = await ids();
    const post = (payload: Record<string, unknown>) => t.call({ method: 'POST', url: '/api/teacher-subjects', as: 'owner', payload });
    expectValidationError(await post({ subject: subjectId }), TEACHER_OR_SUBJECT_NOT_FOUND, 'staff');
    expectValidationError(await post({ staff: teacherId, subject: null }), TEACHER_OR_SUBJECT_NOT_FOUND, 'subject');
    expectValidationError(await post({ staff: 'http://localhost/api/cities/1', subject: subjectId }), TEACHER_OR_SUBJECT_NOT_FOUND, 'staff');
    expectBadRequest(await post({ staff: 999999, subject: subjectId }), TEACHER_OR_SUBJECT_NOT_FOUND);
    expectBadRequest(await post({ staff: teacherId, subject: 999999 }), TEACHER_OR_SUBJECT_NOT_FOUND);
    const missing = await t.call({ method: 'PATCH', url: '/api/teacher-subjects/999999', as: 'owner', payload: { subject: subjectId } });
    expectStatus(missing, 404);
  });

  it('is read by teachers and written only by those who manage it', async () => {
    const { teacherId, subjectId } = await ids();
    expectStatus(await t.call({ method: 'GET', url: '/api/teacher-subjects-info', as: 'teacher' }), 200);
    expectStatus(await t.call({ method: 'GET', url: '/api/teacher-subjects-info', as: 'user' }), 403);
    for (const login of ['teacher', 'user', 'guest'] as const) {
      expectStatus(await t.call({ method: 'POST', url: '/api/teacher-subjects', as: login, payload: { staff: teacherId, subject: subjectId } }), 403);
    }
  });
});

describe('bodies from the write routes\' own schemas (as server/routes/body-fuzz.test.ts, for these routes alone)', () => {
  it('never answer 500 and refuse cleanly', async () => {
    const routes = t.app.apiRouteList.filter(
      (route) => route.method !== 'GET' && /^\/api\/(student-exits|student-school-class-exits|teacher-subjects)/.test(route.url),
    );
    expect(routes.map((route) => `${route.method} ${route.url}`).sort()).toEqual([
      'DELETE /api/student-school-class-exits/:exitId',
      'PATCH /api/student-exits/:exitId',
      'PATCH /api/teacher-subjects/:id',
      'POST /api/student-exits',
      'POST /api/teacher-subjects',
    ]);
    const problems: string[] = [];
    for (const route of routes) {
      const parameters = (route.url.match(/:[A-Za-z]+/g) ?? []).map(() => pathParameter);
      const attempts = fc.sample(fc.tuple(fc.tuple(...parameters), bodyFor(route.body as z.ZodType | undefined)), { numRuns: 25, seed: 20_261_126 });
      for (const [values, body] of attempts) {
        let url = route.url;
        for (const value of values) url = url.replace(/:[A-Za-z]+/, value);
        const response = await t.call({
          method: route.method as 'POST',
          url,
          ...(body === undefined ? {} : { headers: { 'content-type': 'application/json' }, payload: JSON.stringify(body) }),
          as: 'owner',
        });
        if (response.statusCode >= 500) problems.push(`${route.method} ${url} ${JSON.stringify(body)?.slice(0, 200)}: ${response.statusCode}`);
        else if (response.statusCode >= 400) {
          try {
            expectCleanRefusal(response);
          } catch {
            problems.push(`${route.method} ${url}: unclean refusal ${response.body.slice(0, 200)}`);
          }
        }
      }
    }
    expect(problems).toEqual([]);
  }, 240_000);
});
