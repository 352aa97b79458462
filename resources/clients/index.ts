import { z } from 'zod';
import { archiveOf, defineResource, type FieldDeclaration } from '../define';
import {
  commentRule,
  idListRule,
  birthDateRule,
  optionalIdRule,
  optionalPhoneRule,
  telegramIdRule,
} from '../field-rules';
import {
  NAME_EMPTY,
  nonEmptyNameRule,
  optionalPersonNameRule,
  PARENT_NAME_FORMAT,
  personNameRule,
  STUDENT_NAME_FORMAT,
  STUDENT_NAME_REQUIRED,
} from '../names';
import { collectionsOf, referenceRule } from '../reference-address';
import { maybeId, maybeText, rowId, rowText } from '../row-fields';

export const attendanceLinkSchema = z.object({ attendanceTypeId: rowId, attendanceTypeName: rowText, attendanceLinkId: rowId });
export type AttendanceTypeLink = z.infer<typeof attendanceLinkSchema>;
export const clientSubjectSchema = z.object({ clientSchoolSubjectId: rowId, clientId: rowId, subjectId: rowId, subjectName: rowText });
export type ClientSubject = z.infer<typeof clientSubjectSchema>;

// An application (core.md §3 "Client") as clients-info, clients-archive-info and clients-info/{clientId} return it.
// clientParentName/PhoneNumber name whichever parent is linked: a client parent or a student's parent (parentId).
export const clientRowSchema = z.object({
  clientId: rowId,
  clientName: rowText,
  clientPhoneNumber: maybeText,
  clientTelegramId: maybeText,
  additionalComment: maybeText,
  parentId: maybeId,
  clientParentId: maybeId,
  clientParentName: maybeText,
  clientParentPhoneNumber: maybeText,
  parentTelegramId: maybeText,
  archived: z.boolean(),
  attendanceTypes: z.array(attendanceLinkSchema),
  clientStatusId: maybeId,
  clientStatusName: maybeText,
  clientStatusColor: maybeText,
  marketingChannelId: maybeId,
  marketingChannelName: maybeText,
  eligibleForDiscountPrice: z.boolean(),
  eligibleForOldPrice: z.boolean(),
  dateOfBirth: maybeText,
  schoolYearId: maybeId,
  schoolYearDescription: maybeText,
  studentCityId: maybeId,
  studentCityName: maybeText,
  studentSchoolId: maybeId,
  studentSchoolName: maybeText,
  subjects: z.array(clientSubjectSchema),
  exitStatusId: maybeId,
  exitStatusName: maybeText,
  creationDate: rowText, // ISO instant
});
export type ClientRow = z.infer<typeof clientRowSchema>;

// core.md §9: defaults of a new application.
export const NEW_APPLICATION_DEFAULTS = {
  studentCityId: 1,
  studentSchoolId: 1,
  marketingChannelId: 1,
  attendanceTypeIds: [1],
} as const;

export const SCHOOL_YEAR_REQUIRED = 'Выберите класс ученика';
export const STATUS_REQUIRED = 'Выберите статус заявки';
export const FORMAT_REQUIRED = 'Выберите хотя бы один формат занятий';
export const SUBJECT_REQUIRED = 'Выберите хотя бы один предмет';
export const ONE_PARENT_ONLY = 'Укажите только одного родителя: parentId или clientParentId';
export const EXIT_STATUS_REQUIRED = 'Выберите причину архивации';

const nonZeroId = (message: string) =>
  z
    .number({ error: message })
    .int(message)
    .nullish()
    .refine((id) => typeof id === 'number' && id > 0, message)
    .transform((id) => id as number);

// An entry of all-parents-info the form may pick instead of typing a new parent (core.md §2.7, §3).
export const selectedParentSchema = z
  .object({
    parentId: z.number().int().positive().nullish(),
    clientParentId: z.number().int().positive().nullish(),
    clientParentName: z.string().nullish(),
    sequentialId: z.union([z.number(), z.string()]).nullish(),
  })
  .nullish();

// core.md §5.3 and §7.3: the body of POST client-new (studentAdd false) and POST student-new (studentAdd true).
export const applicationFormSchema = z
  .strictObject({
    clientName: personNameRule(STUDENT_NAME_REQUIRED, STUDENT_NAME_FORMAT),
    clientPhoneNumber: optionalPhoneRule,
    parentId: optionalIdRule,
    clientParentId: optionalIdRule,
    clientParentName: optionalPersonNameRule(PARENT_NAME_FORMAT),
    clientParentPhoneNumber: optionalPhoneRule,
    studentCityId: optionalIdRule,
    studentSchoolId: optionalIdRule,
    schoolYearId: nonZeroId(SCHOOL_YEAR_REQUIRED),
    clientStatusId: optionalIdRule,
    marketingChannelId: optionalIdRule,
    dateOfBirth: birthDateRule,
    eligibleForDiscountPrice: z.boolean().default(false),
    eligibleForOldPrice: z.boolean().default(false),
    studentAdd: z.boolean({ error: 'studentAdd должен быть true или false' }).default(false),
    attendanceTypeIds: idListRule(FORMAT_REQUIRED).default([]),
    subjectIds: idListRule(SUBJECT_REQUIRED).default([]),
    additionalComment: commentRule,
    selectedParent: selectedParentSchema,
  })
  .superRefine((form, context) => {
    if (!form.studentAdd && !form.clientStatusId) {
      context.addIssue({ code: 'custom', path: ['clientStatusId'], message: STATUS_REQUIRED });
    }
    if (form.attendanceTypeIds.length === 0) {
      context.addIssue({ code: 'custom', path: ['attendanceTypeIds'], message: FORMAT_REQUIRED });
    }
    if (!form.studentAdd && form.subjectIds.length === 0) {
      context.addIssue({ code: 'custom', path: ['subjectIds'], message: SUBJECT_REQUIRED });
    }
    const parentId = form.parentId ?? form.selectedParent?.parentId ?? null;
    const clientParentId = form.clientParentId ?? form.selectedParent?.clientParentId ?? null;
    if (parentId && clientParentId) context.addIssue({ code: 'custom', path: ['parentId'], message: ONE_PARENT_ONLY });
  });
export type ApplicationFormInput = z.input<typeof applicationFormSchema>;
export type ApplicationFormBody = z.output<typeof applicationFormSchema>;

// PATCH clients/{clientId} (core.md §7.3): any of these keys; references as addresses, ids or null.
export const updateClientSchema = z.strictObject({
  id: z.number().int().optional(),
  clientId: z.number().int().optional(),
  name: nonEmptyNameRule(NAME_EMPTY).optional(),
  phoneNumber: optionalPhoneRule.optional(),
  telegramId: telegramIdRule.optional(),
  clientStatus: referenceRule(collectionsOf.clientStatus)
    .refine((id) => id !== null, STATUS_REQUIRED)
    .optional(),
  schoolYear: referenceRule(collectionsOf.schoolYear).optional(),
  studentCity: referenceRule(collectionsOf.studentCity).optional(),
  studentSchool: referenceRule(collectionsOf.studentSchool).optional(),
  marketingChannel: referenceRule(collectionsOf.marketingChannel).optional(),
  isEligibleForOldPrice: z.boolean().optional(),
  isEligibleForDiscountPrice: z.boolean().optional(),
  dateOfBirth: birthDateRule.optional(),
  additionalComment: commentRule.optional(),
  exitStatus: referenceRule(collectionsOf.exitStatus).optional(),
  isArchived: z.boolean().optional(),
});
export type UpdateClientInput = z.input<typeof updateClientSchema>;
export type UpdateClientBody = z.output<typeof updateClientSchema>;

// POST convert-client-to-student: the client row (core.md §7.3); only its clientId decides, the rest is
// read from the database so that a stale row in the browser cannot overwrite what was saved.
export const convertClientSchema = z.looseObject({
  clientId: z.number({ error: 'Не указана заявка' }).int('Не указана заявка').positive('Не указана заявка'),
});

// POST client-school-subjects / client-attendance-type-links (core.md §7.3).
export const clientSubjectLinkSchema = z.strictObject({
  client: referenceRule(collectionsOf.client).refine((id) => id !== null, 'Не указана заявка'),
  subject: referenceRule(collectionsOf.subject).refine((id) => id !== null, 'Выберите предмет'),
});
export const clientAttendanceLinkSchema = z.strictObject({
  client: referenceRule(collectionsOf.client).refine((id) => id !== null, 'Не указана заявка'),
  attendanceType: referenceRule(collectionsOf.attendanceType).refine((id) => id !== null, FORMAT_REQUIRED),
});

// service/clients/update-name (core.md §7.3): recorded as a name-change notification.
export const clientNameChangeSchema = z.strictObject({
  clientId: z.number({ error: 'Не указана заявка' }).int().positive('Не указана заявка'),
  newName: nonEmptyNameRule(NAME_EMPTY),
  oldName: z.string().max(200).nullish(),
});

export const clientToasts = {
  applicationCreated: 'Новая заявка успешно добавлена!',
  studentCreated: 'Новый ученик успешно добавлен!',
  converted: 'Ученик успешно добавлен!',
  updated: 'Заявка успешно обновлена!',
  parentChanged: 'Родитель успешно изменен',
  // not quoted by the spec: our wording, after the pattern of the student toasts
  archived: 'Заявка успешно архивирована',
  unarchived: 'Заявка успешно разархивирована',
  applicationCreateFailed: 'Произошла ошибка при добавлении новой заявки.',
  studentCreateFailed: 'Произошла ошибка при добавлении нового ученика.',
  serverMessage: 'Ошибка! {message}',
  convertFailed: 'Ошибка при добавлении ученика',
  unarchiveFailed: 'Ошибка при разархивации клиента: {message}',
  rowSaveFailed: 'Не удалось сохранить данные',
  parentChangeFailed: 'Не удалось изменить родителя',
  updateFailed: 'Ошибка при обновлении заявки',
  loadFailed: 'Failed to fetch client data',
  empty: 'No client data available',
  parentsLoadFailed: 'Error loading parents',
} as const;

export const clientTexts = {
  convertQuestion: 'Вы уверены, что хотите сделать заявку “{name}” учеником?', // core.md §4
  pageTitle: 'Заявка №{clientId}',
} as const;

const reference = (label: string, target: string, writeAs: string, rule: z.ZodType, width = 160): FieldDeclaration => ({
  kind: 'reference',
  label,
  target,
  writeAs,
  rule,
  column: { width },
});

const nullableId = z.number().int().positive().nullable();
const readOnly = (field: FieldDeclaration): FieldDeclaration => ({ ...field, editable: false });

const clientFields = {
  clientName: { kind: 'text', label: 'Имя', writeAs: 'name', rule: nonEmptyNameRule(NAME_EMPTY), column: { width: 220 } },
  clientStatusId: reference('Статус', 'client-statuses', 'clientStatus', z.number({ error: STATUS_REQUIRED }).int().positive(STATUS_REQUIRED)),
  schoolYearId: reference('Класс', 'school-years', 'schoolYear', nullableId, 120),
  subjects: readOnly({ kind: 'multiReference', label: 'Предметы', target: 'subjects', rule: z.array(z.unknown()), column: { width: 200 } }),
  attendanceTypes: readOnly({
    kind: 'multiReference',
    label: 'Формат занятий',
    target: 'attendance-types',
    rule: z.array(z.unknown()),
    column: { width: 180 },
  }),
  clientPhoneNumber: { kind: 'phone', label: 'Телефон ученика', writeAs: 'phoneNumber', rule: optionalPhoneRule, column: { width: 170 } },
  clientTelegramId: { kind: 'text', label: 'Telegram ученика', writeAs: 'telegramId', rule: telegramIdRule, column: { width: 140, visible: false } },
  clientParentName: readOnly({ kind: 'text', label: 'Родитель', rule: z.string().nullable(), column: { width: 200 } }),
  clientParentPhoneNumber: readOnly({ kind: 'phone', label: 'Телефон родителя', rule: z.string().nullable(), column: { width: 170 } }),
  studentCityId: reference('Город', 'student-cities', 'studentCity', nullableId, 140),
  studentSchoolId: reference('Школа', 'student-schools', 'studentSchool', nullableId, 160),
  marketingChannelId: reference('Канал продаж', 'marketing-channels', 'marketingChannel', nullableId, 160),
  dateOfBirth: { kind: 'date', label: 'Дата рождения', rule: birthDateRule, column: { width: 130 } },
  eligibleForDiscountPrice: {
    kind: 'boolean',
    label: 'Скидка',
    writeAs: 'isEligibleForDiscountPrice',
    rule: z.boolean(),
    column: { width: 100 },
  },
  eligibleForOldPrice: { kind: 'boolean', label: 'Старая цена', writeAs: 'isEligibleForOldPrice', rule: z.boolean(), column: { width: 110 } },
  additionalComment: { kind: 'text', label: 'Комментарий', rule: commentRule, column: { width: 250 } },
  creationDate: readOnly({ kind: 'date', label: 'Дата создания', rule: z.string(), column: { width: 130 } }),
} satisfies Partial<Record<keyof ClientRow, FieldDeclaration>>;

const clientResourceToasts = {
  created: clientToasts.applicationCreated,
  updated: clientToasts.updated,
  deleted: clientToasts.archived,
  createFailed: clientToasts.applicationCreateFailed,
  updateFailed: clientToasts.updateFailed,
  deleteFailed: clientToasts.updateFailed,
};

export const clients = defineResource<ClientRow>({
  name: 'clients',
  routes: 'own',
  subject: 'Request',
  label: { one: 'Заявка', many: 'Заявки' },
  menu: { hidden: true },
  idField: 'clientId',
  api: {
    list: 'clients-info',
    one: 'clients-info/:id',
    create: { method: 'POST', path: 'client-new' },
    update: { method: 'PATCH', path: 'clients/:id' },
  },
  storageKey: 'clients',
  fields: clientFields,
  toasts: clientResourceToasts,
});

export const archivedClients = archiveOf(clients, {
  name: 'clients-archive',
  label: { one: 'Архивная заявка', many: 'Архив заявок' },
  list: 'clients-archive-info',
  fields: {
    exitStatusId: reference('Причина архивации', 'exit-statuses', 'exitStatus', nullableId, 180),
    ...clientFields,
  },
  // a row edited here is an application edit; unarchiving is its own call with its own toasts
  toasts: { ...clientResourceToasts, updated: clientToasts.updated, updateFailed: clientToasts.rowSaveFailed },
  rowActions: [
    {
      label: 'Разархивировать',
      icon: 'unarchive',
      confirm: { title: 'Разархивировать заявку', text: 'Вы уверены, что хотите разархивировать заявку “{clientName}”?' },
      // core.md §4: the application becomes active again; the server clears its exit status
      call: { method: 'PATCH', path: 'clients/:id' },
      body: { isArchived: false },
      toasts: { success: clientToasts.updated, failure: clientToasts.unarchiveFailed },
      refresh: ['clients', 'clients-archive'],
    },
  ],
});
