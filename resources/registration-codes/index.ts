import { z } from 'zod';
import { defineResource, readOnlyField } from '../define';
import { maybeText, rowId, rowText } from '../row-fields';

// A code lives 30 days (our decision: long enough for a parents' meeting and a reminder, short enough that a code
// left on a printed sheet dies), is used once, and a new one revokes the old (operations.md §2, issue 11).
export const REGISTRATION_CODE_DAYS = 30;
// 10 characters from 31 that cannot be mistaken for one another when read aloud or typed (no 0/O, 1/I/L): ~49 bits.
export const REGISTRATION_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const REGISTRATION_CODE_LENGTH = 10;

// operations.md §3 "Registration code row": one row per active student with the student's live code and the
// parent's (sequentialId is the student's id: stable across pages and sorts).
export const registrationCodeRowSchema = z.object({
  sequentialId: rowId,
  studentName: rowText,
  studentRegistrationCode: maybeText,
  studentCodeExpiresAt: maybeText, // YYYY-MM-DD, Moscow
  studentInTelegram: rowText, // 'Подключён' once the bot knows the student's chat, else 'Не подключён'
  parentId: rowId.nullable(),
  parentName: maybeText,
  parentRegistrationCode: maybeText,
  parentCodeExpiresAt: maybeText,
  parentInTelegram: maybeText, // the same for the parent; null without a parent
});
export type RegistrationCodeRow = z.infer<typeof registrationCodeRowSchema>;

export const issuedCodeSchema = z.object({ code: rowText, expiresAt: rowText });

export const TELEGRAM_CONNECTED = 'Подключён';
export const TELEGRAM_NOT_CONNECTED = 'Не подключён';

export const registrationCodeTexts = {
  noParent: 'У ученика не указан родитель',
  studentMissing: 'Ученик не найден',
  issued: 'Новый код выдан',
  issueFailed: 'Ошибка при выдаче кода: {message}',
};

export const registrationCodes = defineResource<RegistrationCodeRow>({
  name: 'registration-codes',
  routes: 'own',
  // core.md §2.1 guards the screen with manage Student. Our decision: the codes open a parent's or student's
  // Telegram door, so they are a subject of their own that only the owner and the admin hold; a teacher (read
  // Student) and a USER read neither the codes nor their export (docs/api-operations.md "Registration codes").
  subject: 'RegistrationCode',
  access: {},
  label: { one: 'Код регистрации', many: 'Коды регистрации' },
  menu: { parent: 'Ученики', icon: 'registrationCodes' },
  page: { path: '/students/registration-codes-table', title: 'Коды регистрации', action: 'manage' },
  idField: 'sequentialId',
  api: { list: 'registration-codes-info' },
  // operations.md §9: the table's column settings under the spec's own keys
  columnStorage: { visibility: 'registrationCodesColumnVisibility', widths: 'registrationCodesColumnWidths' },
  fields: {
    studentName: readOnlyField('text', 'Ученик', 240),
    studentRegistrationCode: readOnlyField('text', 'Код ученика', 150),
    studentCodeExpiresAt: readOnlyField('date', 'Код ученика действует до', 150),
    studentInTelegram: readOnlyField('text', 'Ученик в Telegram', 140),
    parentName: readOnlyField('text', 'Родитель', 240),
    parentRegistrationCode: readOnlyField('text', 'Код родителя', 150),
    parentCodeExpiresAt: readOnlyField('date', 'Код родителя действует до', 150),
    parentInTelegram: readOnlyField('text', 'Родитель в Telegram', 140),
  },
  rowActions: [
    {
      label: 'Новый код ученика',
      icon: 'registrationCodes',
      confirm: { title: 'Новый код ученика', text: 'Выдать ученику “{studentName}” новый код? Прежний код перестанет действовать.' },
      call: { method: 'POST', path: 'registration-codes/student/:id' },
      body: {},
      toasts: { success: registrationCodeTexts.issued, failure: registrationCodeTexts.issueFailed },
      refresh: ['registration-codes'],
    },
    {
      label: 'Новый код родителя',
      icon: 'registrationCodes',
      confirm: { title: 'Новый код родителя', text: 'Выдать родителю “{parentName}” новый код? Прежний код перестанет действовать.' },
      call: { method: 'POST', path: 'registration-codes/student/:id/parent' },
      onlyWith: 'parentId',
      body: {},
      toasts: { success: registrationCodeTexts.issued, failure: registrationCodeTexts.issueFailed },
      refresh: ['registration-codes'],
    },
  ],
});
