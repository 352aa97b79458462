import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCHEDULE_MESSAGES as m } from '../../resources/operations/schedule-form';
import { overlappingLessonIds } from '../../resources/operations/schedule-slots';
import { CABINET_NOT_FOUND, SCHEDULE_NOT_FOUND, SWAP_SAME, SWAP_UNEQUAL, type CabinetSchedule, type ScheduleEntry } from '../../resources/schedule';
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
const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown, as: DemoLogin = 'admin') =>
  t.call({ method, url: `/api/${url}`, payload: payload as Record<string, unknown>, as });
const full = async (as: DemoLogin = 'owner') => {
  const response = await call('GET', 'schedule/full-schedule', undefined, as);
  expectStatus(response, 200);
  return response.json() as CabinetSchedule[];
};
const entries = async () => (await full()).flatMap((cabinet) => cabinet.classes);
const activeGroup = async (offset = 0) => {
  const [row] = await rows<{ id: number }>(sql`select id from school_classes where not is_archived order by id offset ${offset} limit 1`);
  return row.id;
};
const cabinetIds = async () => (await rows<{ id: number }>(sql`select id from cabinets order by id`)).map((row) => row.id);

describe('the schedule grid (operations.md §7 "Schedule")', () => {
  it('reads every cabinet with its lessons; every active demo group has one or two, with one overlap', async () => {
    const cabinets = await full();
    expect(cabinets.length).toBe((await cabinetIds()).length);
    const lessons = cabinets.flatMap((cabinet) => cabinet.classes);
    for (const cabinet of cabinets) for (const lesson of cabinet.classes) expect(lesson.cabinetId).toBe(cabinet.id);
    const groups = await rows<{ id: number; name: string; color: string }>(sql`select id, name, color from school_classes where not is_archived`);
    for (const group of groups) {
      const own = lessons.filter((lesson) => lesson.schoolClassId === group.id);
      expect(own.length).toBeGreaterThanOrEqual(1);
      expect(own[0]).toMatchObject({ schoolClassName: group.name, color: group.color });
    }
    expect(overlappingLessonIds(lessons).size).toBe(2);
    const [sample] = lessons;
    expect(Object.keys(sample).sort()).toEqual(
      ['cabinetId', 'color', 'dayOfWeek', 'endTime', 'id', 'schoolClassId', 'schoolClassName', 'startTime', 'studentCount', 'subjectId', 'subjectName', 'teacherId', 'teacherName'].sort(),
    );
    expect(lessons.some((lesson) => lesson.studentCount > 0)).toBe(true);
  });

  it('lets a user read and not write; a teacher writes (the route matrix checks every role)', async () => {
    expect((await full('user')).length).toBeGreaterThan(0);
    const [cabinet] = await cabinetIds();
    const body = { schoolClassId: await activeGroup(), dayOfWeek: 6, cabinetId: cabinet, startTime: '19:00', endTime: '20:00' };
    expectStatus(await call('POST', 'schedule/add-class-schedule', body, 'user'), 403);
    const made = await call('POST', 'schedule/add-class-schedule', body, 'teacher');
    expectStatus(made, 200);
    const [entry] = made.json() as ScheduleEntry[];
    expectStatus(await call('PATCH', `class-schedules/${entry.id}`, { startTime: '19:30' }, 'user'), 403);
    expectStatus(await call('DELETE', `class-schedules/${entry.id}`, undefined, 'user'), 403);
    expectStatus(await call('DELETE', `class-schedules/${entry.id}`, undefined, 'teacher'), 204);
  });

  it('adds a lesson with its second lesson in one call, references as addresses too', async () => {
    const [first, second] = await cabinetIds();
    const group = await activeGroup(1);
    const response = await call('POST', 'schedule/add-class-schedule', {
      schoolClassId: `/api/classes/${group}`,
      dayOfWeek: 6,
      cabinetId: first,
      startTime: '15:00',
      endTime: '16:30',
      hasSecondLesson: true,
      secondDayOfWeek: 5,
      secondCabinetId: `/api/cabinets/${second}`,
      secondStartTime: '20:00',
      secondEndTime: '20:45',
    });
    expectStatus(response, 200);
    const made = response.json() as ScheduleEntry[];
    expect(made.map(({ schoolClassId, dayOfWeek, cabinetId, startTime, endTime }) => ({ schoolClassId, dayOfWeek, cabinetId, startTime, endTime }))).toEqual([
      { schoolClassId: group, dayOfWeek: 6, cabinetId: first, startTime: '15:00', endTime: '16:30' },
      { schoolClassId: group, dayOfWeek: 5, cabinetId: second, startTime: '20:00', endTime: '20:45' },
    ]);
    const audits = await rows<{ total: number }>(sql`select count(*)::int as total from audit_log where entity = 'class-schedules' and action = 'create'`);
    expect(audits[0].total).toBeGreaterThanOrEqual(2);
    // an edit of both through the form: the ids name the rows
    const edit = await call('POST', 'schedule/add-class-schedule', {
      id: made[0].id,
      schoolClassId: group,
      dayOfWeek: 6,
      cabinetId: first,
      startTime: '15:30',
      endTime: '17:00',
      hasSecondLesson: true,
      secondScheduleId: made[1].id,
      secondDayOfWeek: 4,
      secondCabinetId: second,
      secondStartTime: '20:00',
      secondEndTime: '20:45',
    });
    expectStatus(edit, 200);
    expect((edit.json() as ScheduleEntry[]).map((entry) => [entry.id, entry.dayOfWeek, entry.startTime])).toEqual([
      [made[0].id, 6, '15:30'],
      [made[1].id, 4, '20:00'],
    ]);
    for (const entry of made) expectStatus(await call('DELETE', `class-schedules/${entry.id}`), 204);
  });

  it('writes nothing when the second lesson fails (one transaction)', async () => {
    const before = (await entries()).length;
    const response = await call('POST', 'schedule/add-class-schedule', {
      schoolClassId: await activeGroup(),
      dayOfWeek: 6,
      cabinetId: (await cabinetIds())[0],
      startTime: '15:00',
      endTime: '16:30',
      hasSecondLesson: true,
      secondDayOfWeek: 5,
      secondCabinetId: 999999,
      secondStartTime: '20:00',
      secondEndTime: '20:45',
    });
    expectBadRequest(response, CABINET_NOT_FOUND);
    expect((await entries()).length).toBe(before);
  });

  it('answers every §5 message', async () => {
    const [cabinet] = await cabinetIds();
    const good = { schoolClassId: await activeGroup(), dayOfWeek: 1, cabinetId: cabinet, startTime: '10:00', endTime: '11:00' };
    const cases: [Record<string, unknown>, string, string][] = [
      [{ schoolClassId: undefined }, m.classRequired, 'schoolClassId'],
      [{ schoolClassId: -3 }, m.classInvalid, 'schoolClassId'],
      [{ startTime: undefined }, m.startRequired, 'startTime'],
      [{ endTime: '' }, m.endRequired, 'endTime'],
      [{ startTime: '24:00' }, m.timeFormat, 'startTime'],
      [{ startTime: '12:00', endTime: '11:00' }, m.endAfterStart, 'endTime'],
      [{ dayOfWeek: undefined }, m.dayRequired, 'dayOfWeek'],
      [{ cabinetId: undefined }, m.cabinetRequired, 'cabinetId'],
      [{ cabinetId: 0 }, m.cabinetInvalid, 'cabinetId'],
      [{ id: -1 }, m.scheduleIdInvalid, 'id'],
      [{ hasSecondLesson: true, secondCabinetId: cabinet, secondStartTime: '10:00', secondEndTime: '11:00' }, m.dayRequired, 'secondDayOfWeek'],
      [{ hasSecondLesson: true, secondDayOfWeek: 2, secondStartTime: '10:00', secondEndTime: '11:00' }, m.cabinetRequired, 'secondCabinetId'],
      [{ hasSecondLesson: true, secondDayOfWeek: 2, secondCabinetId: cabinet, secondEndTime: '11:00' }, m.startRequired, 'secondStartTime'],
      [{ hasSecondLesson: true, secondDayOfWeek: 2, secondCabinetId: cabinet, secondStartTime: '10:00' }, m.endRequired, 'secondEndTime'],
      [{ hasSecondLesson: true, secondDayOfWeek: 2, secondCabinetId: cabinet, secondStartTime: '11:00', secondEndTime: '10:00' }, m.endAfterStart, 'secondEndTime'],
    ];
    for (const [change, message, field] of cases) {
      const response = await call('POST', 'schedule/add-class-schedule', { ...good, ...change });
      expectValidationError(response, message, field);
    }
    const patchCases: [Record<string, unknown>, string][] = [
      [{ startTime: '9:0' }, m.timeFormat],
      [{ dayOfWeek: 7 }, m.dayRequired],
      [{ cabinet: 'abc' }, m.cabinetInvalid],
      [{ schoolClass: -1 }, m.classInvalid],
    ];
    const [lesson] = await entries();
    for (const [body, message] of patchCases) expectValidationError(await call('PATCH', `class-schedules/${lesson.id}`, body), message);
    expectBadRequest(await call('PATCH', `class-schedules/${lesson.id}`, { startTime: '23:00' }), m.endAfterStart);
  });

  it('moves a lesson to another cell keeping its times, and swaps two of equal length in one call', async () => {
    const [lesson] = await entries();
    const cabinets = await cabinetIds();
    const target = cabinets.find((id) => id !== lesson.cabinetId)!;
    const moved = await call('PATCH', `class-schedules/${lesson.id}`, {
      dayOfWeek: 6,
      startTime: lesson.startTime,
      endTime: lesson.endTime,
      cabinet: `/api/cabinets/${target}`,
    });
    expectStatus(moved, 200);
    expect(moved.json()).toMatchObject({ id: lesson.id, dayOfWeek: 6, cabinetId: target, startTime: lesson.startTime, endTime: lesson.endTime });
    const all = await entries();
    const length = (entry: ScheduleEntry) => Number(entry.endTime.slice(0, 2)) * 60 + Number(entry.endTime.slice(3)) - Number(entry.startTime.slice(0, 2)) * 60 - Number(entry.startTime.slice(3));
    const [a, b] = all.filter((entry) => length(entry) === 90 && entry.schoolClassId !== all[0].schoolClassId).slice(0, 2);
    const swap = await call('POST', 'schedule/swap', { firstId: a.id, secondId: b.id });
    expectStatus(swap, 200);
    expect((swap.json() as ScheduleEntry[]).map((entry) => [entry.id, entry.schoolClassId, entry.dayOfWeek, entry.startTime])).toEqual([
      [a.id, b.schoolClassId, a.dayOfWeek, a.startTime],
      [b.id, a.schoolClassId, b.dayOfWeek, b.startTime],
    ]);
    // the spec's own swap: {schoolClass} on each
    expectStatus(await call('PATCH', `class-schedules/${a.id}`, { schoolClass: a.schoolClassId }), 200);
    expectStatus(await call('PATCH', `class-schedules/${b.id}`, { schoolClass: `/api/classes/${b.schoolClassId}` }), 200);
    expect((await entries()).find((entry) => entry.id === b.id)?.schoolClassId).toBe(b.schoolClassId);
    // unequal durations are refused and nothing changes
    const short = await call('POST', 'schedule/add-class-schedule', { schoolClassId: a.schoolClassId, dayOfWeek: 6, cabinetId: cabinets[0], startTime: '20:00', endTime: '20:45' });
    const [shortEntry] = short.json() as ScheduleEntry[];
    expectBadRequest(await call('POST', 'schedule/swap', { firstId: shortEntry.id, secondId: b.id }), SWAP_UNEQUAL);
    expectBadRequest(await call('POST', 'schedule/swap', { firstId: b.id, secondId: b.id }), SWAP_SAME);
    expectValidationError(await call('POST', 'schedule/swap', { firstId: 0, secondId: b.id }), m.scheduleIdInvalid);
    expect((await entries()).find((entry) => entry.id === b.id)?.schoolClassId).toBe(b.schoolClassId);
    expectStatus(await call('DELETE', `class-schedules/${shortEntry.id}`), 204);
  });

  it('answers 404 for a lesson that does not exist', async () => {
    for (const response of [
      await call('PATCH', 'class-schedules/999999', { dayOfWeek: 1 }),
      await call('DELETE', 'class-schedules/999999'),
      await call('POST', 'schedule/swap', { firstId: 999998, secondId: 999999 }),
    ]) {
      expectStatus(response, 404);
      expect(response.json()).toEqual({ message: SCHEDULE_NOT_FOUND });
    }
  });
});
