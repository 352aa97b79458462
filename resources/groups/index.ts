import { z } from 'zod';
import { defineResource } from '../define';
import { collectionsOf, referenceRule } from '../reference-address';
import { HEX_COLOUR } from '../reference-lists';
import { maybeText, rowId, rowText } from '../row-fields';
import { russianCollation } from '../collation';

// A group (core.md §3 "Group/class") as teacher-sheets-info returns it.
export const enrolledStudentSchema = z.object({ studentId: rowId, studentName: rowText });
export type EnrolledStudent = z.infer<typeof enrolledStudentSchema>;

export const groupRowSchema = z.object({
  classId: rowId,
  className: rowText,
  classCycle: rowId,
  numberOfLessonsPerCycle: rowId,
  schoolYear: z.object({ id: rowId, description: rowText }),
  teacher: z.object({ teacherId: rowId, teacherName: rowText }),
  subjectPricing: z.object({ id: rowId, name: rowText }).nullable(),
  subject: z.object({ subjectId: rowId, subjectName: rowText }),
  color: rowText,
  isArchived: z.boolean(),
  sheetUrl: maybeText,
  teacherSheetId: maybeText,
  enrolledStudents: z.array(enrolledStudentSchema),
});
export type GroupRow = z.infer<typeof groupRowSchema>;

// An archived group (operations.md §3) as teacher-sheets-archive-info returns it.
export const archivedGroupRowSchema = z.object({
  classId: rowId,
  className: rowText,
  classCycle: rowId,
  schoolYearId: rowId,
  schoolYearDescription: rowText,
  teacherId: rowId,
  teacherName: rowText,
  sheetUrl: maybeText,
  teacherSheetId: maybeText,
  isArchived: z.boolean(),
});
export type ArchivedGroupRow = z.infer<typeof archivedGroupRowSchema>;

export const LESSONS_PER_CYCLE = [4, 8] as const;
export const DEFAULT_LESSONS_PER_CYCLE = 8; // core.md §9
export const ARCHIVE_SUFFIX = ' (архив)'; // core.md §4
export const DEFAULT_GROUP_COLOUR = '#1677ff';

// core.md §4: archiving adds the suffix once; unarchiving (operations.md) takes it away again.
export const archivedGroupName = (name: string) => (name.endsWith(ARCHIVE_SUFFIX) ? name : `${name}${ARCHIVE_SUFFIX}`);
export const unarchivedGroupName = (name: string) =>
  name.endsWith(ARCHIVE_SUFFIX) ? name.slice(0, -ARCHIVE_SUFFIX.length) : name;

// core.md §2.5: pre-school first, adult last, numbered classes ascending between them.
const classRank = (name: string): [number, number] => {
  const lower = name.trim().toLocaleLowerCase('ru-RU');
  if (lower.startsWith('дошк')) return [0, 0];
  if (lower.startsWith('взросл')) return [3, 0];
  const number = /^(\d+)/.exec(lower);
  return number ? [1, Number(number[1])] : [2, 0];
};

const collator = russianCollation({ numeric: true, sensitivity: 'base' });

export const compareClassNames = (left: string, right: string): number => {
  const [leftGroup, leftNumber] = classRank(left);
  const [rightGroup, rightNumber] = classRank(right);
  return leftGroup - rightGroup || leftNumber - rightNumber || collator.compare(left, right);
};

// core.md §2.5: the order of the groups list — by class, then by the group's name; the server pages in this order.
export const compareGroupOrder = (
  left: { schoolYearDescription: string; className: string },
  right: { schoolYearDescription: string; className: string },
) => compareClassNames(left.schoolYearDescription, right.schoolYearDescription) || collator.compare(left.className, right.className);

// What the groups list filters by (GET teacher-sheets-filters): the active groups' number, teachers and classes.
const filterOptionSchema = z.object({ value: rowId, label: rowText });
export type GroupFilterOption = z.infer<typeof filterOptionSchema>;
export const groupFilterOptionsSchema = z.object({
  total: z.number().int().min(0),
  teachers: z.array(filterOptionSchema),
  classes: z.array(filterOptionSchema),
});
export type GroupFilterOptions = z.infer<typeof groupFilterOptionsSchema>;

const LESSONS_MESSAGE = 'Количество уроков должно быть 4 или 8';
const isLessonsPerCycle = (value: number) => (LESSONS_PER_CYCLE as readonly number[]).includes(value);

// A required id chosen from a list: missing → `missing`, zero or nonsense → `choose`.
const chosenId = (missing: string, choose: string) =>
  z
    .number({ error: (issue) => (issue.input === undefined || issue.input === null ? missing : choose) })
    .int(choose)
    .positive(choose);

// core.md §5.1: the 'Создать группу' dialog; POST create-new-class sends these keys (§7.2).
export const createGroupFields = {
  className: z
    .string({ error: 'Название группы обязательно' })
    .trim()
    .min(1, 'Название группы обязательно')
    .min(2, 'Название должно содержать минимум 2 символа')
    .max(100, 'Название не должно превышать 100 символов'),
  schoolYearId: chosenId('Класс обязателен', 'Выберите класс'),
  staffId: chosenId('Преподаватель обязателен', 'Выберите преподавателя'),
  subjectId: chosenId('Предмет обязателен', 'Выберите предмет'),
  // optional: 0 or null means none
  subjectPricingId: z
    .number({ error: 'Выберите тариф' })
    .int('Выберите тариф')
    .nonnegative('Выберите тариф')
    .nullish()
    .transform((id) => (id ? id : null)),
  numberOfLessonsPerCycle: z
    .number({ error: LESSONS_MESSAGE })
    .refine(isLessonsPerCycle, LESSONS_MESSAGE)
    .default(DEFAULT_LESSONS_PER_CYCLE),
  classCycle: z
    .number({
      error: (issue) => (issue.input === undefined || issue.input === null ? 'Текущий цикл обязателен' : 'Должно быть целым числом'),
    })
    .int('Должно быть целым числом')
    .min(1, 'Минимум 1 цикл')
    .max(10, 'Максимум 10 циклов'),
  isArchived: z.literal(false, { error: 'Новая группа не может быть архивной' }).optional(),
};

export const createGroupSchema = z.strictObject(createGroupFields);
export type CreateGroupInput = z.input<typeof createGroupSchema>;
export type CreateGroupBody = z.output<typeof createGroupSchema>;

// core.md §5.2: inline edit of a group's details.
const cellInteger = z
  .number({ error: 'Значение должно быть целым числом' })
  .int('Значение должно быть целым числом')
  .min(0, 'Значение не может быть отрицательным')
  .max(2_147_483_647, 'Значение должно быть целым числом');

export const groupCellRules = {
  className: z
    .string({ error: 'Значение в клетке не может быть пустым!' })
    .trim()
    .min(1, 'Значение в клетке не может быть пустым!')
    .max(100, 'Название не должно превышать 100 символов'),
  classCycle: cellInteger,
  numberOfLessonsPerCycle: cellInteger,
};

// PATCH classes/{classId} (core.md §7.2, operations.md §7): any of these keys; references as addresses or ids.
// A teacher may send classCycle only (core.md §6); the server says so with 403.
export const updateGroupSchema = z.strictObject({
  id: z.number().int().optional(),
  classId: z.number().int().optional(),
  className: groupCellRules.className.optional(),
  classCycle: groupCellRules.classCycle.optional(),
  numberOfLessonsPerCycle: groupCellRules.numberOfLessonsPerCycle.refine(isLessonsPerCycle, LESSONS_MESSAGE).optional(),
  subjectPricing: referenceRule(collectionsOf.subjectPricing).optional(),
  schoolYear: referenceRule(collectionsOf.schoolYear)
    .refine((id) => id !== null, 'Выберите класс')
    .optional(),
  staff: referenceRule(collectionsOf.teacher)
    .refine((id) => id !== null, 'Выберите преподавателя')
    .optional(),
  subject: referenceRule(collectionsOf.subject)
    .refine((id) => id !== null, 'Выберите предмет')
    .optional(),
  color: z.string().regex(HEX_COLOUR, 'Цвет должен быть в формате #RRGGBB').optional(),
  isArchived: z.boolean({ error: 'Некорректное значение isArchived' }).optional(),
});
export type UpdateGroupInput = z.input<typeof updateGroupSchema>;
export type UpdateGroupBody = z.output<typeof updateGroupSchema>;

// The keys of PATCH classes/{classId} that a teacher may send.
export const TEACHER_GROUP_KEYS: readonly string[] = ['id', 'classId', 'classCycle'];

// core.md §2.5 and §8, operations.md §8.
export const groupTexts = {
  count: 'Группы ({n})',
  shown: 'Показано {shown} из {total} групп',
  noGroups: 'Нет активных групп',
  notFound: 'Группы не найдены',
  noStudents: 'Нет учеников в группе',
  createTitle: 'Создать группу',
  archiveTitle: 'Подтверждение архивации',
  archiveQuestion: 'Вы уверены, что хотите архивировать "{name}"?',
  loadFailed: 'Ошибка при загрузке данных: {message}',
} as const;

export const groupToasts = {
  created: 'Группа успешно создана!',
  updated: 'Группа успешно обновлена!',
  archived: 'Группа успешно архивирована!',
  unarchived: 'Группа успешно разархивирована!',
  sheetUpdated: 'Отчет группы в гугл-таблице обновлен!',
  createFailed: 'Ошибка при создании группы: {message}',
  updateFailed: 'Ошибка при обновлении группы: {message}',
  archiveFailed: 'Ошибка при архивации группы: {message}',
  unarchiveFailed: 'Ошибка при разархивации группы: {message}',
  sheetFailed: 'Ошибка при обновлении отчета: {message}',
  notFound: 'Группа не найдена',
} as const;

// What the group declaration writes beyond a row's own keys: the choices of a new group (POST create-new-class,
// core.md §7.2), sent as references that the route reads back into ids.
type GroupWriteRow = GroupRow & Pick<CreateGroupInput, 'schoolYearId' | 'staffId' | 'subjectId' | 'subjectPricingId'>;

// kept out of the default export columns: a row carries them as objects (schoolYear, teacher...)
const writeOnly = { visible: false };

export const groups = defineResource<GroupWriteRow>({
  name: 'teacher-sheets',
  routes: 'own',
  subject: 'TeacherSheet',
  label: { one: 'Группа', many: 'Группы' },
  menu: { hidden: true },
  idField: 'classId',
  api: {
    list: 'teacher-sheets-info',
    create: { method: 'POST', path: 'create-new-class' },
    update: { method: 'PATCH', path: 'classes/:id' },
  },
  fields: {
    className: { kind: 'text', label: 'Название', rule: groupCellRules.className },
    classCycle: { kind: 'number', label: 'Текущий цикл', rule: groupCellRules.classCycle },
    numberOfLessonsPerCycle: {
      kind: 'number',
      label: 'Уроков в цикле',
      rule: groupCellRules.numberOfLessonsPerCycle.refine(isLessonsPerCycle, LESSONS_MESSAGE),
    },
    schoolYearId: { kind: 'reference', label: 'Класс', target: 'school-years', rule: createGroupFields.schoolYearId, column: writeOnly },
    staffId: { kind: 'reference', label: 'Преподаватель', target: 'teachers', rule: createGroupFields.staffId, column: writeOnly },
    subjectId: { kind: 'reference', label: 'Предмет', target: 'subjects', rule: createGroupFields.subjectId, column: writeOnly },
    subjectPricingId: {
      kind: 'reference',
      label: 'Формат занятий (тариф)',
      target: 'subject-pricing',
      rule: createGroupFields.subjectPricingId,
      column: writeOnly,
    },
    isArchived: { kind: 'boolean', label: 'В архиве', rule: z.boolean(), column: writeOnly },
  },
  toasts: {
    created: groupToasts.created,
    updated: groupToasts.updated,
    deleted: groupToasts.archived,
    createFailed: groupToasts.createFailed,
    updateFailed: groupToasts.updateFailed,
    deleteFailed: groupToasts.archiveFailed,
  },
});

export const archivedGroups = defineResource<ArchivedGroupRow>({
  name: 'teacher-sheets-archive',
  routes: 'own',
  subject: 'TeacherSheet',
  label: { one: 'Архивная группа', many: 'Архив групп' },
  menu: { hidden: true },
  idField: 'classId',
  api: { list: 'teacher-sheets-archive-info', update: { method: 'PATCH', path: 'classes/:id' } },
  fields: {},
  toasts: {
    created: groupToasts.created,
    updated: groupToasts.unarchived,
    deleted: groupToasts.archived,
    createFailed: groupToasts.createFailed,
    updateFailed: groupToasts.unarchiveFailed,
    deleteFailed: groupToasts.archiveFailed,
  },
});
