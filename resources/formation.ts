import { z } from 'zod';
import { collectionsOf, referenceRule } from './reference-address';
import { maybeId, maybeText, rowId, rowText } from './row-fields';

// operations.md §2 "Group-formation area", §3 (Future school class, Future enrolment, Client school class status,
// Combined option), §4, §5 "Formation", §7 "Formation", §8 "Formation", §9: the answers and bodies of the
// formation routes, shared by the server and the two screens (docs/api-operations.md "Group formation").

export const FORMATION_PAGE_SIZE = 25;
export const STUDENT_FILTER_DEBOUNCE_MS = 500;
export const FORMATION_COLUMN_WIDTH = 350;
export const DEFAULT_STATUS_COLOR = '#4caf50';
export const NEW_STATUS_COLOR = '#01a509';
export const DEFAULT_STATUS_NAME = 'В группе';
export const COPY_SUFFIX = ' (копия)';

// §9 local-storage keys
export const CLASS_FILTERS_KEY = 'classFilters';
export const FILTER_PREFERENCE_KEY = 'filterPreference';

// §2, §8 texts
export const FORMATION_TITLE = 'Формирование групп';
export const FORMATION_TABS_TITLE = 'Формирование групп: таблицы';
export const FILTER_PLACEHOLDER = 'Выберите фильтр для отображения групп';
export const DONT_SAVE_FILTERS = 'Не сохранять фильтры';
export const ADD_TO_GROUP = 'Добавить в группу';
export const NO_PEOPLE = 'Нет в списке учеников или клиентов';
export const LOADING_PEOPLE = 'Загружаю учеников и клиентов...';
export const DELETE_OPTION = 'Удалить';
export const STATUS_ADDED = 'Новый статус успешно добавлен!';
export const STATUS_UPDATED = 'Статус успешно обновлен!';
export const STATUS_ADD_FAILED = 'Ошибка при добавлении статуса: ';
export const STATUS_UPDATE_FAILED = 'Ошибка при обновлении статуса: ';
export const GROUP_ADDED = 'Новая группа успешно добавлена!';
export const GROUP_UPDATED = 'Группа успешно изменена!';
export const GROUP_DELETED = 'Группа успешно удалена!';
export const GROUP_ADD_FAILED = 'Ошибка при добавлении группы: ';
export const GROUP_UPDATE_FAILED = 'Ошибка при обновлении группы: ';
export const GROUP_DELETE_FAILED = 'Ошибка при удалении группы: ';

// §5 "Formation" and our own words where the spec has none
export const INVALID_COLOR = 'Invalid color format';
export const NAME_REQUIRED = 'Name is required';
export const GROUP_NAME_REQUIRED = 'Введите название группы';
export const GROUP_REQUIRED = 'Выберите группу';
export const PERSON_REQUIRED = 'Выберите ученика или клиента';
export const ONE_PERSON_ONLY = 'Укажите либо ученика, либо клиента';
export const ALREADY_IN_GROUP = 'Этот ученик или клиент уже есть в группе';
export const STATUS_EXISTS = 'Такой статус уже существует';
export const NOTHING_TO_CHANGE = 'Нет изменений';
export const GROUP_NOT_FOUND = 'Группа не найдена';
export const STATUS_NOT_FOUND = 'Статус не найден';
export const PERSON_NOT_FOUND = 'Ученик или клиент не найден';
export const ENROLLMENT_NOT_FOUND = 'Запись не найдена';

export const HEX_COLOR = /^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;

export const entityTypes = ['CLIENT', 'STUDENT'] as const;
export type EntityType = (typeof entityTypes)[number];

export const formationCollections = {
  futureSchoolClass: ['future-school-classes', 'futureSchoolClasses'],
  status: ['client-school-class-statuses', 'clientSchoolClassStatuses'],
} as const;

// ---- answers

export const clientSchoolClassStatusSchema = z.object({ id: rowId, name: rowText, color: rowText });
export type ClientSchoolClassStatus = z.infer<typeof clientSchoolClassStatusSchema>;

export const futureEnrollmentSchema = z.object({
  futureEnrollmentId: rowId,
  futureSchoolClassId: rowId,
  entityType: z.enum(entityTypes),
  entityId: rowId,
  personName: rowText,
  clientSchoolClassStatusId: rowId,
  clientSchoolClassStatusName: rowText,
  clientSchoolClassStatusColor: rowText,
  order: rowId,
});
export type FutureEnrollment = z.infer<typeof futureEnrollmentSchema>;

export const futureSchoolClassSchema = z.object({
  id: rowId,
  name: rowText,
  subjectId: maybeId,
  subjectName: maybeText,
  teacherId: maybeId,
  teacherName: maybeText,
  schoolYearId: maybeId,
  schoolYearName: maybeText,
  futureEnrollments: z.array(futureEnrollmentSchema),
});
export type FutureSchoolClass = z.infer<typeof futureSchoolClassSchema>;

export const combinedOptionSchema = z.object({
  id: rowText, // 'CLIENT-12', 'STUDENT-34': unique across both kinds
  originalId: rowId,
  entityType: z.enum(entityTypes),
  name: rowText,
  schoolYearName: maybeText,
  subjects: z.array(z.object({ subjectName: rowText })),
});
export type CombinedOption = z.infer<typeof combinedOptionSchema>;

export const optionKey = (entityType: EntityType, id: number) => `${entityType}-${id}`;

// GET combined-subjects-and-school-year: `q` finds people by name (case-insensitive substring); without it the
// first ones by name. At most `limit` (default 50, at most 200) of each kind.
export const combinedOptionsQuery = z.strictObject({
  q: z.string().max(200, 'Слишком длинный запрос').optional(),
  limit: z.coerce.number({ error: 'Некорректный limit' }).int('Некорректный limit').min(1, 'Некорректный limit').max(200, 'Некорректный limit').optional(),
});

export const formationTableSorts = ['name', 'subjectName', 'teacherName', 'schoolYearName', 'id'] as const;
export const formationTableQuery = z.strictObject({
  _start: z.coerce.number({ error: 'Некорректный _start' }).int('Некорректный _start').min(0, 'Некорректный _start').optional(),
  _end: z.coerce.number({ error: 'Некорректный _end' }).int('Некорректный _end').min(0, 'Некорректный _end').optional(),
  _sort: z.enum(formationTableSorts, { error: (issue) => `Сортировка по полю ${String(issue.input)} невозможна` }).optional(),
  _order: z.enum(['asc', 'desc', 'ASC', 'DESC'], { error: 'Параметр _order: asc или desc' }).optional(),
  q: z.string().max(200, 'Слишком длинный запрос').optional(),
});
export type FormationTableQuery = z.infer<typeof formationTableQuery>;

// ---- bodies

const hexColor = z.string({ error: INVALID_COLOR }).trim().regex(HEX_COLOR, INVALID_COLOR);
const statusName = z.string({ error: NAME_REQUIRED }).trim().min(1, NAME_REQUIRED).max(100, 'Название не должно превышать 100 символов');

export const statusCreateSchema = z.strictObject({ name: statusName, color: hexColor.optional() });
export const statusUpdateSchema = z.strictObject({ id: z.number().int().optional(), name: statusName.optional(), color: hexColor.optional() });
export type StatusCreateBody = z.output<typeof statusCreateSchema>;
export type StatusUpdateBody = z.output<typeof statusUpdateSchema>;

const groupName = z.string({ error: GROUP_NAME_REQUIRED }).trim().min(1, GROUP_NAME_REQUIRED).max(100, 'Название не должно превышать 100 символов');

export const groupCreateSchema = z.strictObject({
  name: groupName,
  staff: referenceRule(collectionsOf.teacher).optional(),
  subject: referenceRule(collectionsOf.subject).optional(),
  schoolYear: referenceRule(collectionsOf.schoolYear).optional(),
});
export const groupUpdateSchema = z.strictObject({
  id: z.number().int().optional(),
  name: groupName.optional(),
  staff: referenceRule(collectionsOf.teacher).optional(),
  subject: referenceRule(collectionsOf.subject).optional(),
  schoolYear: referenceRule(collectionsOf.schoolYear).optional(),
});
export type GroupCreateBody = z.output<typeof groupCreateSchema>;
export type GroupUpdateBody = z.output<typeof groupUpdateSchema>;

export const enrollmentCreateSchema = z.strictObject({
  futureSchoolClass: referenceRule(formationCollections.futureSchoolClass, GROUP_REQUIRED).refine((id) => id !== null, GROUP_REQUIRED),
  client: referenceRule(collectionsOf.client).optional(),
  student: referenceRule(collectionsOf.student).optional(),
  clientSchoolClassStatus: referenceRule(formationCollections.status).optional(),
});
export type EnrollmentCreateBody = z.output<typeof enrollmentCreateSchema>;

// PATCH future-enrollment/{id}: a new status, and/or a move to another group (futureSchoolClass) — the move
// re-creates the enrolment there with its status, in one transaction (operations.md §4).
export const enrollmentUpdateSchema = z.strictObject({
  futureSchoolClass: referenceRule(formationCollections.futureSchoolClass, GROUP_REQUIRED).refine((id) => id !== null, GROUP_REQUIRED).optional(),
  clientSchoolClassStatus: referenceRule(formationCollections.status)
    .refine((id) => id !== null, 'Выберите статус')
    .optional(),
});
export type EnrollmentUpdateBody = z.output<typeof enrollmentUpdateSchema>;

// ---- pure rules shared by the screens and the server

// §4: new enrolments get the third status in the list (by id); none → the default 'В группе'.
export const defaultStatusOf = <Status extends { id: number }>(statuses: Status[]): Status | undefined =>
  [...statuses].sort((left, right) => left.id - right.id)[2];
