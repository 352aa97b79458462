import { z } from 'zod';
import { attendanceLinkSchema, EXIT_STATUS_REQUIRED } from '../clients';
import { archiveOf, defineResource, type FieldDeclaration } from '../define';
import { commentRule, birthDateRule, optionalPhoneRule, telegramIdRule } from '../field-rules';
import { NAME_EMPTY, nonEmptyNameRule } from '../names';
import { collectionsOf, referenceRule } from '../reference-address';
import { maybeId, maybeText, rowId, rowText } from '../row-fields';

export const studentSchoolClassSchema = z.object({ classId: rowId, className: rowText, sheetUrl: maybeText });
export type StudentSchoolClass = z.infer<typeof studentSchoolClassSchema>;
export const studentSubjectSchema = z.object({ subjectId: rowId, subjectName: rowText });
export type StudentSubject = z.infer<typeof studentSubjectSchema>;

// A student (core.md §3) as students-info, students-info/{studentId}, students/{id} and students-archive-info
// return it.
export const studentRowSchema = z.object({
  studentId: rowId,
  studentName: rowText,
  schoolYearId: maybeId,
  schoolYearDescription: maybeText,
  studentSchoolClasses: z.array(studentSchoolClassSchema),
  subjects: z.array(studentSubjectSchema),
  attendanceTypes: z.array(attendanceLinkSchema),
  studentPhoneNumber: maybeText,
  studentTelegramId: maybeText,
  parentId: maybeId,
  parentName: maybeText,
  parentPhoneNumber: maybeText,
  parentTelegramId: maybeText,
  studentCityId: maybeId,
  studentCityName: maybeText,
  studentSchoolId: maybeId,
  studentSchoolName: maybeText,
  marketingChannelId: maybeId,
  marketingChannelName: maybeText,
  dateOfBirth: maybeText,
  eligibleForDiscountPrice: z.boolean(),
  eligibleForOldPrice: z.boolean(),
  additionalComment: maybeText,
  creationDate: rowText, // ISO instant
  isArchived: z.boolean(),
  exitStatusId: maybeId,
  exitStatusName: maybeText,
});
export type StudentRow = z.infer<typeof studentRowSchema>;

export const PARENT_VIA_CHANGE_PARENT = 'Родителя необходимо добавлять через "Изменить родителя"!'; // core.md §8

// PATCH students/{studentId} (core.md §7.4): any of these keys; references as addresses, ids or null.
// Archive: { isArchived: true, exitStatus }; unarchive: { isArchived: false }.
export const updateStudentSchema = z
  .strictObject({
    id: z.number().int().optional(),
    studentId: z.number().int().optional(),
    name: nonEmptyNameRule(NAME_EMPTY).optional(),
    schoolYear: referenceRule(collectionsOf.schoolYear).optional(),
    phoneNumber: optionalPhoneRule.optional(),
    parentPhoneNumber: optionalPhoneRule.optional(),
    telegramId: telegramIdRule.optional(),
    city: referenceRule(collectionsOf.studentCity).optional(),
    studentSchool: referenceRule(collectionsOf.studentSchool).optional(),
    marketingChannel: referenceRule(collectionsOf.marketingChannel).optional(),
    additionalComment: commentRule.optional(),
    isEligibleForDiscountPrice: z.boolean().optional(),
    isEligibleForOldPrice: z.boolean().optional(),
    dateOfBirth: birthDateRule.optional(),
    isArchived: z.boolean().optional(),
    exitStatus: referenceRule(collectionsOf.exitStatus).optional(),
  })
  .superRefine((body, context) => {
    if (body.isArchived === true && (body.exitStatus === undefined || body.exitStatus === null)) {
      context.addIssue({ code: 'custom', path: ['exitStatus'], message: EXIT_STATUS_REQUIRED });
    }
  });
export type UpdateStudentInput = z.input<typeof updateStudentSchema>;
export type UpdateStudentBody = z.output<typeof updateStudentSchema>;

export const archiveStudentBody = (exitStatus: string | number) => ({ isArchived: true, exitStatus });
export const unarchiveStudentBody = { isArchived: false } as const;

// POST student-attendance-type-links (core.md §7.4).
export const studentAttendanceLinkSchema = z.strictObject({
  student: referenceRule(collectionsOf.student).refine((id) => id !== null, 'Не указан ученик'),
  attendanceType: referenceRule(collectionsOf.attendanceType).refine((id) => id !== null, 'Выберите формат занятий'),
});

// service/students/update-name (core.md §7.4).
export const studentNameChangeSchema = z.strictObject({
  studentId: z.number({ error: 'Не указан ученик' }).int().positive('Не указан ученик'),
  newName: nonEmptyNameRule(NAME_EMPTY),
  oldName: z.string().max(200).nullish(),
});

export const studentToasts = {
  updated: 'Ученик успешно обновлен!',
  updatedWithParent: 'Ученик {name} обновлен', // 3 s, after a row update with an existing parent
  archived: 'Ученик успешно архивирован',
  unarchived: 'Ученик успешно разархивирован',
  updateFailed: 'Ошибка при обновлении ученика',
  archiveFailed: 'Ошибка при архивации студента.',
  unarchiveFailed: 'Ошибка при разархивации ученика: {message}',
  rowSaveFailed: 'Не удалось сохранить данные',
  parentViaChangeParent: PARENT_VIA_CHANGE_PARENT,
  noRights: 'У вас нет прав на редактирование данных студента',
  loadFailed: 'Failed to fetch student data',
  empty: 'No student data available',
} as const;

export const UPDATED_WITH_PARENT_DURATION_MS = 3000; // core.md §8, §9

const reference = (label: string, target: string, writeAs: string, width = 160): FieldDeclaration => ({
  kind: 'reference',
  label,
  target,
  writeAs,
  rule: z.number().int().positive().nullable(),
  column: { width },
});
const readOnly = (field: FieldDeclaration): FieldDeclaration => ({ ...field, editable: false });
const list = z.array(z.unknown());

// core.md §2.11: the students table; phones and telegram ids of the student are hidden without manage-all.
const studentFields = {
  studentName: { kind: 'text', label: 'Ученик', writeAs: 'name', rule: nonEmptyNameRule(NAME_EMPTY), column: { width: 220 } },
  schoolYearId: reference('Класс', 'school-years', 'schoolYear', 120),
  studentSchoolClasses: readOnly({ kind: 'multiReference', label: 'Группы', target: 'teacher-sheets', rule: list, column: { width: 220 } }),
  subjects: readOnly({ kind: 'multiReference', label: 'Предметы', target: 'subjects', rule: list, column: { width: 200 } }),
  attendanceTypes: readOnly({ kind: 'multiReference', label: 'Формат занятий', target: 'attendance-types', rule: list, column: { width: 180 } }),
  studentPhoneNumber: { kind: 'phone', label: 'Телефон ученика', writeAs: 'phoneNumber', rule: optionalPhoneRule, column: { width: 170 } },
  studentTelegramId: { kind: 'text', label: 'Telegram ученика', writeAs: 'telegramId', rule: telegramIdRule, column: { width: 150 } },
  parentName: readOnly({ kind: 'text', label: 'Родитель', rule: z.string().nullable(), column: { width: 200 } }),
  parentPhoneNumber: { kind: 'phone', label: 'Телефон родителя', rule: optionalPhoneRule, column: { width: 170 } },
  parentTelegramId: readOnly({ kind: 'text', label: 'Telegram родителя', rule: z.string().nullable(), column: { width: 150 } }),
  studentCityId: reference('Город', 'student-cities', 'city', 140),
  studentSchoolId: reference('Школа', 'student-schools', 'studentSchool'),
  marketingChannelId: reference('Канал продаж', 'marketing-channels', 'marketingChannel'),
  dateOfBirth: { kind: 'date', label: 'Дата рождения', rule: birthDateRule, column: { width: 130 } },
  eligibleForDiscountPrice: { kind: 'boolean', label: 'Скидка', writeAs: 'isEligibleForDiscountPrice', rule: z.boolean(), column: { width: 100 } },
  eligibleForOldPrice: { kind: 'boolean', label: 'Старая цена', writeAs: 'isEligibleForOldPrice', rule: z.boolean(), column: { width: 110 } },
  additionalComment: { kind: 'text', label: 'Примечание', rule: commentRule, column: { width: 250 } },
  creationDate: readOnly({ kind: 'date', label: 'Дата создания', rule: z.string(), column: { width: 130 } }),
} satisfies Partial<Record<keyof StudentRow, FieldDeclaration>>;

// Columns shown only to those who may manage everything (core.md §2.11).
export const MANAGE_ALL_STUDENT_COLUMNS: readonly (keyof StudentRow)[] = ['studentPhoneNumber', 'studentTelegramId', 'parentTelegramId'];

const studentResourceToasts = {
  created: 'Новый ученик успешно добавлен!',
  updated: studentToasts.updated,
  deleted: studentToasts.archived,
  createFailed: 'Произошла ошибка при добавлении нового ученика.',
  updateFailed: studentToasts.updateFailed,
  deleteFailed: studentToasts.archiveFailed,
};

export const students = defineResource<StudentRow>({
  name: 'students',
  routes: 'own',
  subject: 'Student',
  label: { one: 'Ученик', many: 'Ученики' },
  menu: { hidden: true },
  idField: 'studentId',
  api: {
    list: 'students-info',
    one: 'students-info/:id',
    create: { method: 'POST', path: 'student-new' },
    update: { method: 'PATCH', path: 'students/:id' },
  },
  storageKey: 'students',
  fields: studentFields,
  toasts: studentResourceToasts,
});

// core.md §2.12: the archived students grid, with the exit status as an editable choice.
export const archivedStudents = archiveOf(students, {
  name: 'students-archive',
  label: { one: 'Архивный ученик', many: 'Архив учеников' },
  list: 'students-archive-info',
  fields: {
    exitStatusId: reference('Причина архивации', 'exit-statuses', 'exitStatus', 180),
    studentName: studentFields.studentName,
    schoolYearId: studentFields.schoolYearId,
    studentSchoolClasses: studentFields.studentSchoolClasses,
    subjects: studentFields.subjects,
    attendanceTypes: studentFields.attendanceTypes,
    studentPhoneNumber: studentFields.studentPhoneNumber,
    parentName: studentFields.parentName,
    parentPhoneNumber: studentFields.parentPhoneNumber,
    studentCityId: studentFields.studentCityId,
    marketingChannelId: studentFields.marketingChannelId,
    additionalComment: studentFields.additionalComment,
  },
  toasts: { ...studentResourceToasts, updated: studentToasts.unarchived, updateFailed: studentToasts.unarchiveFailed },
  rowActions: [
    {
      label: 'Разархивировать',
      icon: 'unarchive',
      // core.md §2.12: the confirmation names the student
      confirm: { title: 'Подтверждение разархивации', text: 'Вы уверены, что хотите разархивировать ученика "{studentName}"?' },
      call: { method: 'PATCH', path: 'students/:id' },
      body: unarchiveStudentBody,
      toasts: { success: studentToasts.unarchived, failure: studentToasts.unarchiveFailed },
      refresh: ['students', 'students-archive'],
    },
  ],
});
