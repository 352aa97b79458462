import { z } from 'zod';
import { referenceIdOf } from './reference-address';
import { SCHEDULE_MESSAGES, scheduleFormSchema } from './operations/schedule-form';
import { rowId, rowText } from './row-fields';

// operations.md §2 "Schedule grid", §3 "Schedule entry" and "Cabinet", §7 "Schedule": the answers and bodies of
// the schedule routes, shared by the server and the grid.

export const SCHEDULE_TITLE = 'Расписание';
export const SELECTED_DAYS_KEY = 'selectedDays'; // operations.md §9, default all 7
export const SELECTED_CABINETS_KEY = 'selectedCabinets';
export const WEEKDAYS = ['Понедельник', 'Вторник', 'Среда', 'Четверг', 'Пятница', 'Суббота', 'Воскресенье'] as const;
export const STUDENT_FORMS = ['ученик', 'ученика', 'учеников'] as const; // operations.md §9

export const SCHEDULE_NOT_FOUND = 'Запись расписания не найдена';
export const CABINET_NOT_FOUND = 'Кабинет не найден';
export const SCHEDULE_CLASS_NOT_FOUND = 'Группа не найдена';
export const SWAP_UNEQUAL = 'Поменять местами можно только занятия одинаковой длительности';
export const SWAP_SAME = 'Нельзя поменять занятие само с собой';
export const SCHEDULE_EMPTY_PATCH = 'Нет изменений';
export const SECOND_SAME_AS_FIRST = 'Второе занятие должно быть другой записью расписания';

export const scheduleEntrySchema = z.object({
  id: rowId,
  schoolClassId: rowId,
  schoolClassName: rowText,
  subjectId: rowId,
  subjectName: rowText,
  teacherId: rowId,
  teacherName: rowText,
  dayOfWeek: rowId,
  startTime: rowText,
  endTime: rowText,
  cabinetId: rowId,
  color: rowText,
  studentCount: rowId,
});
export type ScheduleEntry = z.infer<typeof scheduleEntrySchema>;

export const cabinetScheduleSchema = z.object({ id: rowId, name: rowText, classes: z.array(scheduleEntrySchema) });
export type CabinetSchedule = z.infer<typeof cabinetScheduleSchema>;
export const fullScheduleSchema = z.array(cabinetScheduleSchema);

const cabinetCollections = ['cabinets', 'cabinet'] as const;
const classCollections = ['classes', 'teacher-sheets', 'school-classes', 'school-class'] as const;

// A reference sent as an address or an id string becomes its id; anything else is left for the rule to refuse.
const asId = (value: unknown, collections: readonly string[]) => {
  if (typeof value !== 'string') return value;
  const id = referenceIdOf(value, collections);
  return id ?? value;
};

const referencesToIds = (body: unknown) => {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
  const form = { ...(body as Record<string, unknown>) };
  if ('schoolClass' in form && form.schoolClassId === undefined) form.schoolClassId = form.schoolClass;
  if ('cabinet' in form && form.cabinetId === undefined) form.cabinetId = form.cabinet;
  delete form.schoolClass;
  delete form.cabinet;
  for (const key of ['schoolClassId']) form[key] = asId(form[key], classCollections);
  for (const key of ['cabinetId', 'secondCabinetId']) form[key] = asId(form[key], cabinetCollections);
  return form;
};

// POST schedule/add-class-schedule: the §5 form (resources/operations/schedule-form.ts), references as ids or addresses.
export const addScheduleBodySchema = z.preprocess(referencesToIds, scheduleFormSchema);
export type AddScheduleBody = z.output<typeof scheduleFormSchema>;

const m = SCHEDULE_MESSAGES;
const idRule = (message: string) => z.number({ error: message }).int(message).positive(message);
const timeRule = (required: string) => z.string({ error: required }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, m.timeFormat);

// PATCH class-schedules/{id} (operations.md §7): {schoolClass} for a swap; {dayOfWeek, startTime, endTime, cabinet}
// for a move; a full edit adds schoolClass. Each field is optional, a sent one obeys the §5 rule.
export const patchScheduleFields = z
  .object({
    id: z.unknown().optional(),
    schoolClass: z.preprocess((value) => asId(value, classCollections), idRule(m.classInvalid)).optional(),
    schoolClassId: z.preprocess((value) => asId(value, classCollections), idRule(m.classInvalid)).optional(),
    dayOfWeek: z.number({ error: m.dayRequired }).int(m.dayRequired).min(0, m.dayRequired).max(6, m.dayRequired).optional(),
    startTime: timeRule(m.startRequired).optional(),
    endTime: timeRule(m.endRequired).optional(),
    cabinet: z.preprocess((value) => asId(value, cabinetCollections), idRule(m.cabinetInvalid)).optional(),
    cabinetId: z.preprocess((value) => asId(value, cabinetCollections), idRule(m.cabinetInvalid)).optional(),
    subjectId: z.unknown().optional(), // read-only: the group's own
    teacherId: z.unknown().optional(),
  })
  .transform(({ schoolClass, schoolClassId, cabinet, cabinetId, dayOfWeek, startTime, endTime, id }) => ({
    id,
    schoolClassId: schoolClassId ?? schoolClass,
    cabinetId: cabinetId ?? cabinet,
    dayOfWeek,
    startTime,
    endTime,
  }));
export const patchScheduleBodySchema = patchScheduleFields;
export type PatchScheduleBody = z.output<typeof patchScheduleFields>;

// POST schedule/swap (our addition, docs/api-operations.md "Schedule"): the two PATCHes of a swap in one call.
export const swapScheduleBodySchema = z.object({
  firstId: idRule(m.scheduleIdInvalid),
  secondId: idRule(m.scheduleIdInvalid),
});
export type SwapScheduleBody = z.infer<typeof swapScheduleBodySchema>;
export const swapScheduleAnswerSchema = z.array(scheduleEntrySchema);
export const addScheduleAnswerSchema = z.array(scheduleEntrySchema);
