import { z } from 'zod';
import { defineResource } from '../define';
import { birthDateRule, optionalPhoneRule, telegramIdRule } from '../field-rules';
import { HEX_COLOUR } from '../reference-lists';
import { capitaliseFirst } from '../text';

// money.md §2 "Staff", §3, §5 "Staff", §7 "Staff", §8 "Staff": the centre's people, teachers among them (a teacher
// is a member of staff with the role 'Преподаватель', resources/lookups/index.ts). Served from this declaration alone.
export type StaffRow = {
  staffId: number;
  staffName: string;
  staffRole: string;
  staffPhoneNumber: string | null;
  staffTelegramId: string | null;
  staffBirthday: string | null;
  crmuser: boolean;
  percentageRate: string | null;
  color: string;
  archived: boolean;
};

export const STAFF_ROLES = ['Преподаватель', 'Руководитель', 'Администратор'] as const; // money.md §3, its order
export const STAFF_NAME_EMPTY = 'Имя не может быть пустым';
export const STAFF_ROLE_EMPTY = 'Роль не может быть пустой';
// The rate is a percentage of the group's payments (issue 9's centre-1 payouts); the spec words no message.
export const PERCENTAGE_RATE_INVALID = 'Процент должен быть числом от 0 до 100';
export const STAFF_COLOUR_INVALID = 'Цвет должен быть в формате #RRGGBB';

const nameRule = z.string({ error: STAFF_NAME_EMPTY }).trim().min(1, STAFF_NAME_EMPTY).max(200, 'Имя не должно превышать 200 символов');
const roleRule = z.enum(STAFF_ROLES, { error: STAFF_ROLE_EMPTY });

// '12.5', 12.5 or '12,5' → '12.50' (numeric(5,2)); empty → null
const percentageRateRule = z
  .union([z.number(), z.string(), z.null()], { error: PERCENTAGE_RATE_INVALID })
  .optional()
  .transform((value, context): string | null | undefined => {
    if (value === undefined) return undefined;
    const text = typeof value === 'number' ? String(value) : (value ?? '').trim().replace(',', '.');
    if (text === '') return null;
    const rate = /^\d{1,3}(\.\d{1,2})?$/.test(text) ? Number(text) : Number.NaN;
    if (!(rate >= 0 && rate <= 100)) {
      context.addIssue({ code: 'custom', message: PERCENTAGE_RATE_INVALID });
      return z.NEVER;
    }
    return rate.toFixed(2);
  });

const hidden = { visible: false };

export const staff = defineResource<StaffRow>({
  name: 'staff',
  subject: 'Staff',
  label: { one: 'Сотрудник', many: 'Сотрудники' },
  menu: { parent: 'Сотрудники', icon: 'staff' },
  page: { path: '/staff', title: 'Сотрудники', action: 'manage', homeGroup: 'finance' },
  idField: 'staffId',
  api: {
    list: 'staff-table-info',
    create: { method: 'POST', path: 'staff-new' },
    update: { method: 'PATCH', path: 'staff/:id' },
  },
  database: { rows: { archived: false } }, // archived staff leave the table (and the teachers)
  storageKey: 'staff',
  fields: {
    staffName: { kind: 'text', label: 'Имя', writeAs: 'name', rule: nameRule, normalise: capitaliseFirst, column: { width: 240 } },
    staffRole: {
      kind: 'enum',
      label: 'Роль',
      writeAs: 'role',
      rule: roleRule,
      options: Object.fromEntries(STAFF_ROLES.map((role) => [role, role])),
      defaultValue: 'Преподаватель',
      column: { width: 170 },
    },
    staffPhoneNumber: { kind: 'phone', label: 'Телефон', writeAs: 'phoneNumber', rule: optionalPhoneRule, column: { width: 170 } },
    staffTelegramId: { kind: 'text', label: 'Telegram', writeAs: 'telegramId', rule: telegramIdRule, column: { width: 150 } },
    staffBirthday: { kind: 'date', label: 'Дата рождения', writeAs: 'dateOfBirth', rule: birthDateRule, column: { width: 140 } },
    // PATCH staff/{id} writes it as isCRMUser, POST staff-new as crmuser (money.md §7): the read name is the alias
    crmuser: { kind: 'boolean', label: 'Работает в CRM', writeAs: 'isCRMUser', dbColumn: 'crmUser', rule: z.boolean(), defaultValue: false, column: { width: 140 } },
    percentageRate: { kind: 'number', label: 'Процент', rule: percentageRateRule, defaultValue: null, column: { ...hidden, width: 110 } },
    color: { kind: 'colour', label: 'Цвет', rule: z.string().regex(HEX_COLOUR, STAFF_COLOUR_INVALID), defaultValue: '#ffffff', column: { width: 120 } },
    archived: { kind: 'boolean', label: 'В архиве', rule: z.boolean(), defaultValue: false, column: hidden },
  },
  rowActions: [
    {
      label: 'Архивировать',
      icon: 'archive',
      confirm: { title: 'Архивировать сотрудника', text: 'Вы уверены, что хотите архивировать сотрудника "{staffName}"?' },
      call: { method: 'PATCH', path: 'staff/:id' },
      body: { archived: true },
      toasts: { success: 'Сотрудник успешно архивирован', failure: 'Ошибка при архивировании сотрудника' },
      refresh: ['staff', 'teachers'],
    },
    {
      // issue 24 part 4: signs the member's account out everywhere (POST staff/{id}/end-sessions, owner only)
      label: 'Завершить все сеансы',
      icon: 'endSessions',
      permission: { action: 'manage', subject: 'Sessions' },
      confirm: {
        title: 'Завершить все сеансы',
        text: 'Сотрудник "{staffName}" выйдет из CRM на всех устройствах и должен будет войти снова. Продолжить?',
      },
      call: { method: 'POST', path: 'staff/:id/end-sessions' },
      body: {},
      toasts: { success: 'Все сеансы сотрудника завершены', failure: 'Не удалось завершить сеансы: {message}' },
      refresh: [],
    },
  ],
  toasts: {
    created: 'Новый сотрудник успешно добавлен!',
    updated: 'Сотрудник успешно обновлен',
    createFailed: 'Ошибка при добавлении сотрудника',
    updateFailed: 'Ошибка при обновлении информации сотрудника',
  },
});
