import { z } from 'zod';
import { defineResource, readOnlyField } from './define';
import { collectionsOf, referenceIdOf } from './reference-address';
import { maybeText, rowId, rowText } from './row-fields';

// operations.md §2 "Group page", §3 (School class info, Student class, Student exit), §7 "Group page and exits",
// §8 "Student exits": the answers and bodies of the group page's routes, shared by the server and the page.

export const GROUP_PAGE_TITLE = 'Группа'; // the route's title until the group's name has arrived
export const groupPageTitle = (className: string) => `Группа: ${className}`; // core.md §2.1
export const GROUP_NOT_FOUND = 'Группа не найдена'; // core.md §8
export const ACTIVE_TAB_KEY = 'schoolClassActiveTab'; // operations.md §9

// operations.md §9 "Class label rule": a numeric school-year description is shown as 'N класс'.
export const classLabel = (description: string | null | undefined): string => {
  const text = (description ?? '').trim();
  return /^\d+$/.test(text) ? `${text} класс` : text;
};

export const schoolClassInfoSchema = z.object({
  schoolClassId: rowId,
  className: rowText,
  teacherId: rowId,
  teacherName: rowText,
  subjectId: rowId,
  subjectName: rowText,
  schoolYearDescription: rowText,
  numberOfLessonsPerCycle: rowId,
  subjectPricingName: maybeText,
  classCycle: rowId,
  sheetUrl: maybeText,
  isArchived: z.boolean(),
});
export type SchoolClassInfo = z.infer<typeof schoolClassInfoSchema>;

// school_class_subject_and_teacher/{schoolClassId} (operations.md §7): what the schedule form fills in.
export const subjectAndTeacherSchema = z.object({ subjectId: rowId, teacherId: rowId });

export const enrolledClassSchema = z.object({ schoolClassId: rowId, schoolClassName: rowText });
// A student who is or was in the group, with the other groups they are in now (the group itself is not repeated).
// inGroup: in it now (the composition); the others left (disenrollmentDate) or were archived, and are the ones an
// exit is usually written for.
export const studentClassSchema = z.object({
  studentId: rowId,
  studentName: rowText,
  enrollmentDate: rowText,
  disenrollmentDate: maybeText,
  inGroup: z.boolean(),
  enrolledClasses: z.array(enrolledClassSchema),
});
export type StudentClass = z.infer<typeof studentClassSchema>;

export const studentExitSchema = z.object({
  exitId: rowId,
  classCycle: rowId,
  schoolClassId: rowId,
  schoolClassName: rowText,
  numberOfStudentsInSchoolClass: rowId,
  numberOfStudentsExited: rowId,
  studentId: rowId,
  studentName: rowText,
  exitReasonSaidToTeacher: maybeText,
  exitReasonSaidToAdmin: maybeText,
  retentionEffortsMade: maybeText,
});
export type StudentExit = z.infer<typeof studentExitSchema>;

// Our words (the spec gives the toasts, not the field messages).
export const EXIT_STUDENT_MISSING = 'Выберите ученика';
export const EXIT_CLASS_MISSING = 'Выберите группу';
export const EXIT_CYCLE_INVALID = 'Цикл должен быть целым числом от 1';
export const EXIT_TEXT_TOO_LONG = 'Текст не должен превышать 2000 символов';
export const EXIT_STUDENT_NOT_IN_CLASS = 'Ученик не занимался в этой группе';
export const EXIT_NOT_FOUND = 'Запись об уходе не найдена';
export const EXIT_TEXT_MAX = 2000;

const reference = (collections: readonly string[], message: string) =>
  z.union([z.number(), z.string()], { error: message }).transform((value, context) => {
    const id = referenceIdOf(value, collections);
    if (id === undefined || id === null) {
      context.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return id;
  });

const cycleRule = z.coerce.number({ error: EXIT_CYCLE_INVALID }).int(EXIT_CYCLE_INVALID).min(1, EXIT_CYCLE_INVALID).max(1000, EXIT_CYCLE_INVALID);

// A reason as typed: trimmed, empty is none.
const reasonRule = z
  .string({ error: EXIT_TEXT_TOO_LONG })
  .nullable()
  .transform((value) => (value === null || value.trim() === '' ? null : value.trim()))
  .refine((value) => value === null || value.length <= EXIT_TEXT_MAX, EXIT_TEXT_TOO_LONG);

// The fields the screen shows beside the written ones; a body may carry them back ("all exit fields", §7) and
// they are ignored: the server counts and names them itself.
const shownOnly = {
  schoolClassName: z.unknown().optional(),
  studentName: z.unknown().optional(),
  numberOfStudentsInSchoolClass: z.unknown().optional(),
  numberOfStudentsExited: z.unknown().optional(),
};

const exitFields = {
  studentId: reference(collectionsOf.student, EXIT_STUDENT_MISSING),
  schoolClassId: reference(collectionsOf.schoolClass, EXIT_CLASS_MISSING),
  classCycle: cycleRule,
  exitReasonSaidToTeacher: reasonRule.optional(),
  exitReasonSaidToAdmin: reasonRule.optional(),
  retentionEffortsMade: reasonRule.optional(),
};

// POST student-exits: the exit fields without exitId.
export const createExitBodySchema = z.strictObject({ ...exitFields, ...shownOnly });
export type CreateExitBody = z.output<typeof createExitBodySchema>;

// PATCH student-exits/{exitId}: all exit fields; what is left out stays as it is.
export const updateExitBodySchema = z.strictObject({
  exitId: z.number().int().optional(),
  studentId: exitFields.studentId.optional(),
  schoolClassId: exitFields.schoolClassId.optional(),
  classCycle: cycleRule.optional(),
  exitReasonSaidToTeacher: exitFields.exitReasonSaidToTeacher,
  exitReasonSaidToAdmin: exitFields.exitReasonSaidToAdmin,
  retentionEffortsMade: exitFields.retentionEffortsMade,
  ...shownOnly,
});
export type UpdateExitBody = z.output<typeof updateExitBodySchema>;

// operations.md §8 "Student exits", letter for letter.
export const exitTexts = {
  confirmTitle: 'Подтвердите удаление',
  confirmText: (name: string) => `Вы уверены, что хотите удалить запись ученика “${name}”? Это действие нельзя отменить.`,
  confirmOk: 'Удалить',
  confirmCancel: 'Отменить',
  updated: 'Запись успешно обновлена',
  created: 'Новая запись успешно добавлена',
  deleted: 'Запись успешно удалена',
  updateFailed: 'Ошибка при обновлении записи: {message}',
  createFailed: 'Ошибка при добавлении записи: {message}',
  deleteFailed: 'Ошибка при удалении записи: {message}',
} as const;

// The exits of a group through the data provider: its list path names the group (studentExitsOf), the writes are
// the spec's. The group page is its screen (src/pages/group-page).
export const studentExits = defineResource<StudentExit>({
  name: 'student-exits',
  routes: 'own',
  subject: 'Schedule',
  label: { one: 'Уход ученика', many: 'Движение учеников' },
  menu: { hidden: true },
  idField: 'exitId',
  api: {
    list: 'student-exits/schoolClass/:id',
    create: { method: 'POST', path: 'student-exits' },
    update: { method: 'PATCH', path: 'student-exits/:id' },
    remove: { method: 'DELETE', path: 'student-school-class-exits/:id' },
  },
  fields: {
    studentId: { kind: 'number', label: 'Ученик', rule: exitFields.studentId },
    schoolClassId: { kind: 'number', label: 'Группа', rule: exitFields.schoolClassId },
    classCycle: { kind: 'number', label: 'Цикл', rule: cycleRule },
    exitReasonSaidToTeacher: { kind: 'text', label: 'Причина (со слов преподавателю)', rule: reasonRule },
    exitReasonSaidToAdmin: { kind: 'text', label: 'Причина (со слов администратору)', rule: reasonRule },
    retentionEffortsMade: { kind: 'text', label: 'Что сделано для удержания', rule: reasonRule },
    numberOfStudentsInSchoolClass: readOnlyField('number', 'Учеников в группе', 120),
    numberOfStudentsExited: readOnlyField('number', 'Ушло', 90),
  },
  toasts: {
    created: exitTexts.created,
    updated: exitTexts.updated,
    deleted: exitTexts.deleted,
    createFailed: exitTexts.createFailed,
    updateFailed: exitTexts.updateFailed,
    deleteFailed: exitTexts.deleteFailed,
  },
});

export const studentExitsOf = (schoolClassId: number) => ({
  ...studentExits,
  api: { ...studentExits.api, list: `student-exits/schoolClass/${schoolClassId}` },
});
