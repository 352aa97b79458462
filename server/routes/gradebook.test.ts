import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AvailableCycles, Gradebook, GradeCell, StudentOption } from '../../resources/gradebook';
import { createTestApp, type DemoLogin, type TestApp } from '../test/app';
import { expectBadRequest, expectStatus, expectValidationError } from '../test/expect';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const rows = async <Row>(query: ReturnType<typeof sql>) => ((await t.db.execute(query)) as unknown as { rows: Row[] }).rows;
const get = async <Body>(url: string, as: DemoLogin = 'teacher') => {
  const response = await t.call({ method: 'GET', url: `/api/${url}`, as });
  expectStatus(response, 200);
  return response.json() as Body;
};
const post = (url: string, payload: object, as: DemoLogin = 'teacher') => t.call({ method: 'POST', url: `/api/${url}`, payload, as });
const patch = (url: string, payload: object, as: DemoLogin = 'teacher') => t.call({ method: 'PATCH', url: `/api/${url}`, payload, as });

// A demo group with present students and lessons in its current cycle.
const demoGroup = async () => {
  const [group] = await rows<{ id: number; cycle: number; lessons_per_cycle: number }>(
    sql`select c.id, c.cycle, c.lessons_per_cycle from school_classes c
      where not c.is_archived and exists (select 1 from lessons l where l.class_id = c.id and l.cycle_number = c.cycle)
        and (select count(*) from student_classes sc where sc.class_id = c.id and sc.disenrollment_date is null and not sc.is_archived) >= 3
      order by c.id limit 1`,
  );
  return group;
};

describe('gradebook read (operations.md §7 "Gradebook")', () => {
  it('answers the current cycle of a group: students by enrolment, lessons by number, grades of three kinds', async () => {
    const group = await demoGroup();
    const book = await get<Gradebook>(`gradebook?schoolClassId=${group.id}`);
    expect(book.cycle).toBe(group.cycle);
    expect(book.classInfo).toMatchObject({ schoolClassId: group.id, classCycle: group.cycle, numberOfLessonsPerCycle: group.lessons_per_cycle });
    expect(book.lessons.map((lesson) => lesson.lessonNumber)).toEqual(Array.from({ length: group.lessons_per_cycle }, (_, index) => index + 1));
    const enrolments = await rows<{ student_id: number }>(
      sql`select sc.student_id from student_classes sc join students s on s.id = sc.student_id
        where sc.class_id = ${group.id} and sc.disenrollment_date is null and not sc.is_archived and not s.is_archived order by sc.enrollment_date, sc.id`,
    );
    expect(book.students.map((student) => student.id)).toEqual(enrolments.map((row) => row.student_id));
    const stored = await rows<{ n: number }>(
      sql`select count(*)::int as n from grades g join lessons l on l.id = g.lesson_id
        where l.class_id = ${group.id} and l.cycle_number = ${group.cycle} and g.student_id = any(${sql.param(enrolments.map((row) => row.student_id))}::int[])`,
    );
    expect(book.grades.length).toBe(stored[0].n);
    expect(book.grades.length).toBeGreaterThan(0);
    expect(new Set(book.grades.map((grade) => grade.gradeType))).toEqual(new Set(['attendance', 'classwork', 'homework']));
    expect(book.grades.every((grade) => grade.gradeId !== null)).toBe(true);
    // the demo gives themes and homeworks
    expect(book.lessons.some((lesson) => lesson.homeworkId !== null && lesson.homeworkText)).toBe(true);
  });

  it('shows students who left only when isOnlyPresentStudents=false', async () => {
    const group = await demoGroup();
    const present = await get<Gradebook>(`gradebook?schoolClassId=${group.id}&isOnlyPresentStudents=true`);
    const all = await get<Gradebook>(`gradebook?schoolClassId=${group.id}&isOnlyPresentStudents=false`);
    const [{ n }] = await rows<{ n: number }>(sql`select count(*)::int as n from student_classes where class_id = ${group.id}`);
    expect(all.students.length).toBe(n);
    expect(present.students.every((student) => student.isPresent)).toBe(true);
    expect(all.students.length).toBeGreaterThanOrEqual(present.students.length);
  });

  it('lists the cycles with lessons and the current one', async () => {
    const group = await demoGroup();
    const cycles = await get<AvailableCycles>(`available-cycles/${group.id}`);
    expect(cycles.currentCycle).toBe(group.cycle);
    expect(cycles.cycles).toContain(group.cycle);
    expect([...cycles.cycles].sort((a, b) => a - b)).toEqual(cycles.cycles);
  });

  it('answers 404 for a group that does not exist and 400 for bad queries', async () => {
    const missing = await t.call({ method: 'GET', url: '/api/gradebook?schoolClassId=999999', as: 'teacher' });
    expectStatus(missing, 404);
    expect(missing.json().message).toBe('Группа не найдена');
    expectStatus(await t.call({ method: 'GET', url: '/api/available-cycles/999999', as: 'teacher' }), 404);
    expectBadRequest(await t.call({ method: 'GET', url: '/api/gradebook?schoolClassId=abc', as: 'teacher' }), 'Некорректный идентификатор');
    expectBadRequest(await t.call({ method: 'GET', url: '/api/gradebook?schoolClassId=1&cycle=-1', as: 'teacher' }), 'Некорректный номер цикла');
  });
});

describe('grades/upsert', () => {
  const cellOf = async () => {
    const group = await demoGroup();
    const book = await get<Gradebook>(`gradebook?schoolClassId=${group.id}`);
    return { group, book, studentId: book.students[0].id, lessonId: book.lessons[0].id };
  };

  it('sets a grade, colours it, clears the colour and removes an empty grade', async () => {
    const { studentId, lessonId } = await cellOf();
    const set = await post('grades/upsert', { studentId, lessonId, gradeType: 'classwork', gradeValue: ' 5 ', gradeColor: null });
    expectStatus(set, 200);
    const saved = set.json() as GradeCell;
    expect(saved).toMatchObject({ value: '5', color: null });
    expect(saved.gradeId).toBeGreaterThan(0);
    const coloured = (await post('grades/upsert', { studentId, lessonId, gradeType: 'classwork', gradeValue: '5', gradeColor: '#52C41A' })).json() as GradeCell;
    expect(coloured).toMatchObject({ gradeId: saved.gradeId, color: '#52c41a' });
    const [stored] = await rows<{ value: string; color: string }>(sql`select value, color from grades where id = ${saved.gradeId}`);
    expect(stored).toEqual({ value: '5', color: '#52c41a' });
    const cleared = (await post('grades/upsert', { studentId, lessonId, gradeType: 'classwork', gradeValue: '', gradeColor: null })).json() as GradeCell;
    expect(cleared.gradeId).toBeNull();
    expect(await rows(sql`select 1 from grades where id = ${saved.gradeId}`)).toEqual([]);
    const [entry] = await rows<{ user_login: string }>(sql`select user_login from audit_log where entity = 'grades' and entity_id = ${String(saved.gradeId)} order by id desc limit 1`);
    expect(entry.user_login).toBe('teacher');
  });

  it('accepts every attendance value and refuses others', async () => {
    const { studentId, lessonId } = await cellOf();
    for (const value of ['+', '+(опоздание)', '+(отправлен материал)', '+(дистанционно)', '+(отработка)', '-']) {
      const response = await post('grades/upsert', { studentId, lessonId, gradeType: 'attendance', gradeValue: value, gradeColor: null });
      expectStatus(response, 200);
      expect((response.json() as GradeCell).value).toBe(value);
    }
    expectValidationError(await post('grades/upsert', { studentId, lessonId, gradeType: 'attendance', gradeValue: '5' }), 'Недопустимое значение посещаемости', 'gradeValue');
  });

  it('answers every message of a bad grade', async () => {
    const { studentId, lessonId } = await cellOf();
    expectValidationError(await post('grades/upsert', { studentId, lessonId, gradeType: 'homework', gradeValue: 'x'.repeat(21) }), 'Не более 20 символов');
    expectValidationError(await post('grades/upsert', { studentId, lessonId, gradeType: 'homework', gradeValue: '5', gradeColor: '#123456' }), 'Цвет только из палитры');
    expectValidationError(await post('grades/upsert', { studentId, lessonId, gradeType: 'final', gradeValue: '5' }), 'Неизвестный вид оценки');
    expectValidationError(await post('grades/upsert', { studentId: 'abc', lessonId, gradeType: 'homework', gradeValue: '5' }), 'Некорректный идентификатор');
    const missingLesson = await post('grades/upsert', { studentId, lessonId: 999999, gradeType: 'homework', gradeValue: '5' });
    expectStatus(missingLesson, 404);
    expect(missingLesson.json().message).toBe('Урок не найден');
    const missingStudent = await post('grades/upsert', { studentId: 999999, lessonId, gradeType: 'homework', gradeValue: '5' });
    expectStatus(missingStudent, 404);
    expect(missingStudent.json().message).toBe('Ученик не найден');
    const [stranger] = await rows<{ id: number }>(
      sql`select s.id from students s where not exists (select 1 from student_classes sc join lessons l on l.class_id = sc.class_id where sc.student_id = s.id and l.id = ${lessonId}) limit 1`,
    );
    expectBadRequest(await post('grades/upsert', { studentId: stranger.id, lessonId, gradeType: 'homework', gradeValue: '5' }), 'Ученик не состоит в группе');
  });
});

describe('lessons and homeworks', () => {
  it('saves a theme and a date, with the spec messages for a bad theme', async () => {
    const group = await demoGroup();
    const book = await get<Gradebook>(`gradebook?schoolClassId=${group.id}`);
    const lessonId = book.lessons[0].id;
    const saved = await patch(`lessons/${lessonId}`, { lessonName: '  Дроби и проценты ', lessonDate: '2026-10-05' });
    expectStatus(saved, 200);
    expect(saved.json()).toMatchObject({ lessonName: 'Дроби и проценты', lessonDate: '2026-10-05' });
    expectValidationError(await patch(`lessons/${lessonId}`, { lessonName: '   ' }), 'Тема обязательна', 'lessonName');
    expectValidationError(await patch(`lessons/${lessonId}`, { lessonName: 'Аб' }), 'Минимум 3 символа', 'lessonName');
    expectValidationError(await patch(`lessons/${lessonId}`, { lessonDate: '05.10.2026' }), 'Неверный формат даты', 'lessonDate');
    expectValidationError(await patch(`lessons/${lessonId}`, { lessonDate: '2026-02-30' }), 'Неверный формат даты', 'lessonDate');
    expectBadRequest(await patch(`lessons/${lessonId}`, {}), 'Нечего сохранять: передайте lessonName или lessonDate');
    expectStatus(await patch('lessons/999999', { lessonName: 'Тема' }), 404);
    const [stored] = await rows<{ lesson_name: string; lesson_date: string }>(sql`select lesson_name, lesson_date::text from lessons where id = ${lessonId}`);
    expect(stored).toEqual({ lesson_name: 'Дроби и проценты', lesson_date: '2026-10-05' });
  });

  it('creates a homework for a lesson without one, then edits it', async () => {
    const [lesson] = await rows<{ id: number }>(sql`select l.id from lessons l where not exists (select 1 from homeworks h where h.lesson_id = l.id) order by l.id limit 1`);
    const created = await post('homeworks', { lessonId: lesson.id, homeworkText: ' № 1–5\nстр. 12 ' });
    expectStatus(created, 200);
    const { homeworkId } = created.json() as { homeworkId: number };
    expect(created.json()).toMatchObject({ lessonId: lesson.id, homeworkText: '№ 1–5\nстр. 12' });
    expectBadRequest(await post('homeworks', { lessonId: lesson.id, homeworkText: 'ещё' }), 'У урока уже есть домашнее задание');
    const edited = await patch(`homeworks/${homeworkId}`, { homeworkText: 'Параграф 3' });
    expectStatus(edited, 200);
    expect(edited.json()).toMatchObject({ homeworkId, homeworkText: 'Параграф 3' });
    expectStatus(await patch('homeworks/999999', { homeworkText: 'x' }), 404);
    expectStatus(await post('homeworks', { lessonId: 999999, homeworkText: 'x' }), 404);
  });
});

describe('students of the group', () => {
  it('adds a student not in the group and removes them again (leaving date today)', async () => {
    const group = await demoGroup();
    const candidates = await get<StudentOption[]>(`gradebook/student-candidates/${group.id}`);
    const book = await get<Gradebook>(`gradebook?schoolClassId=${group.id}`);
    expect(candidates.some((option) => book.students.some((student) => student.id === option.studentId))).toBe(false);
    const newcomer = candidates[0];
    const added = await post('gradebook/student-class/add', { studentId: newcomer.studentId, schoolClassId: group.id });
    expectStatus(added, 200);
    expectBadRequest(await post('gradebook/student-class/add', { studentId: newcomer.studentId, schoolClassId: group.id }), 'Ученик уже в группе');
    const after = await get<Gradebook>(`gradebook?schoolClassId=${group.id}`);
    expect(after.students.at(-1)?.id).toBe(newcomer.studentId);
    const named = await get<StudentOption[]>(`gradebook/student-candidates/${group.id}?q=${encodeURIComponent(newcomer.studentName.slice(0, 4))}`);
    expect(named.some((option) => option.studentId === newcomer.studentId)).toBe(false);
    expectStatus(await post('gradebook/student-class/remove', { studentId: newcomer.studentId, schoolClassId: group.id }), 200);
    expectBadRequest(await post('gradebook/student-class/remove', { studentId: newcomer.studentId, schoolClassId: group.id }), 'Ученик не состоит в группе');
    const removed = await get<Gradebook>(`gradebook?schoolClassId=${group.id}`);
    expect(removed.students.some((student) => student.id === newcomer.studentId)).toBe(false);
    expectStatus(await post('gradebook/student-class/add', { studentId: 999999, schoolClassId: group.id }), 404);
    expectStatus(await post('gradebook/student-class/add', { studentId: newcomer.studentId, schoolClassId: 999999 }), 404);
    expectValidationError(await post('gradebook/student-class/add', { studentId: 0, schoolClassId: group.id }), 'Некорректный идентификатор');
  });
});

describe('create-new-cycle', () => {
  it('creates the next cycle with its lessons and moves the group; a double click gets the same cycle', async () => {
    const group = await demoGroup();
    const before = await get<AvailableCycles>(`available-cycles/${group.id}`);
    const latest = Math.max(...before.cycles);
    const [first, second] = await Promise.all([
      post(`gradebook/create-new-cycle/${group.id}`, { fromCycle: latest }),
      post(`gradebook/create-new-cycle/${group.id}`, { fromCycle: latest }),
    ]);
    expectStatus(first, 200);
    expectStatus(second, 200);
    expect(first.json().cycleNumber).toBe(latest + 1);
    expect(second.json().cycleNumber).toBe(latest + 1);
    expect([first.json().created, second.json().created].sort()).toEqual([false, true]);
    const [{ n }] = await rows<{ n: number }>(sql`select count(*)::int as n from lessons where class_id = ${group.id} and cycle_number = ${latest + 1}`);
    expect(n).toBe(group.lessons_per_cycle);
    const [{ cycle }] = await rows<{ cycle: number }>(sql`select cycle from school_classes where id = ${group.id}`);
    expect(cycle).toBe(latest + 1);
    const book = await get<Gradebook>(`gradebook?schoolClassId=${group.id}&cycle=${latest + 1}`);
    expect(book.lessons).toHaveLength(group.lessons_per_cycle);
    expect(book.grades).toEqual([]);
    expectStatus(await post('gradebook/create-new-cycle/999999', {}), 404);
    expectValidationError(await post(`gradebook/create-new-cycle/${group.id}`, { fromCycle: -1 }), 'Некорректный номер цикла');
  });
});

describe('permissions (core.md §6)', () => {
  it('lets a teacher read and grade, and refuses a USER everything', async () => {
    const group = await demoGroup();
    const book = await get<Gradebook>(`gradebook?schoolClassId=${group.id}`, 'teacher');
    const cell = { studentId: book.students[0].id, lessonId: book.lessons[0].id, gradeType: 'homework', gradeValue: '4', gradeColor: null };
    expectStatus(await post('grades/upsert', cell, 'teacher'), 200);
    const calls: [string, string, object | undefined][] = [
      ['GET', `/api/gradebook?schoolClassId=${group.id}`, undefined],
      ['GET', `/api/available-cycles/${group.id}`, undefined],
      ['GET', `/api/gradebook/student-candidates/${group.id}`, undefined],
      ['POST', '/api/grades/upsert', cell],
      ['POST', '/api/gradebook/student-class/add', { studentId: 1, schoolClassId: group.id }],
      ['POST', '/api/gradebook/student-class/remove', { studentId: 1, schoolClassId: group.id }],
      ['POST', `/api/gradebook/create-new-cycle/${group.id}`, {}],
      ['PATCH', `/api/lessons/${book.lessons[0].id}`, { lessonName: 'Тема урока' }],
      ['POST', '/api/homeworks', { lessonId: book.lessons[0].id, homeworkText: 'x' }],
      ['PATCH', '/api/homeworks/1', { homeworkText: 'x' }],
    ];
    for (const [method, url, payload] of calls) {
      expectStatus(await t.call({ method: method as 'GET', url, payload, as: 'user' }), 403);
      expectStatus(await t.call({ method: method as 'GET', url, payload }), 401);
    }
    const [{ value }] = await rows<{ value: string }>(sql`select value from grades where lesson_id = ${cell.lessonId} and student_id = ${cell.studentId} and grade_type = 'homework'`);
    expect(value).toBe('4');
  });
});
