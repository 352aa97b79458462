import { boolean, date, integer, numeric, pgTable, text } from 'drizzle-orm/pg-core';
import { identityId } from './columns';
import { users } from './identity';

export const staffRoles = ['Преподаватель', 'Руководитель', 'Администратор'] as const; // money.md §9 order
export type StaffRole = (typeof staffRoles)[number];

export const staff = pgTable('staff', {
  id: identityId(),
  name: text('name').notNull(),
  role: text('role').$type<StaffRole>().notNull().default('Преподаватель'),
  phoneNumber: text('phone_number'),
  telegramId: text('telegram_id'),
  birthday: date('birthday', { mode: 'string' }),
  crmUser: boolean('crm_user').notNull().default(false),
  percentageRate: numeric('percentage_rate', { precision: 5, scale: 2 }),
  color: text('color').notNull().default('#ffffff'), // money.md §9
  archived: boolean('archived').notNull().default(false),
  // the sign-in account of a teacher, so that "my groups" can be found from a token
  userId: integer('user_id')
    .references(() => users.id, { onDelete: 'set null' })
    .unique('staff_user_id_uq'),
});
