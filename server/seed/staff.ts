import { sql } from 'drizzle-orm';
import * as tables from '../db/schema/index';
import type { Tx } from '../db/types';

type StaffSeed = Omit<typeof tables.staff.$inferInsert, 'userId'> & { login?: string };

// Мария Иванова is the demo account 'teacher' (server/auth/users.ts), so her groups can be found from a token.
export const staffSeed: StaffSeed[] = [
  { name: 'Мария Иванова', role: 'Преподаватель', phoneNumber: '+79161234501', percentageRate: '40.00', color: '#e6f4ff', crmUser: true, login: 'teacher' },
  { name: 'Анна Петрова', role: 'Преподаватель', phoneNumber: '+79161234502', percentageRate: '40.00', color: '#f6ffed' },
  { name: 'Сергей Кузнецов', role: 'Преподаватель', phoneNumber: '+79161234503', percentageRate: '45.00', color: '#fff7e6' },
  { name: 'Елена Морозова', role: 'Преподаватель', phoneNumber: '+79161234504', percentageRate: '40.00', color: '#f9f0ff' },
  { name: 'Игорь Волков', role: 'Преподаватель', phoneNumber: '+79161234505', percentageRate: '35.00', color: '#e6fffb' },
  { name: 'Наталья Лебедева', role: 'Преподаватель', phoneNumber: '+79161234506', percentageRate: '40.00', color: '#fff0f6' },
  { name: 'Ольга Владимирова', role: 'Руководитель', phoneNumber: '+79161234507', color: '#ffffff', crmUser: true, login: 'owner' },
  { name: 'Андрей Смирнов', role: 'Администратор', phoneNumber: '+79161234508', color: '#ffffff', crmUser: true, login: 'admin' },
];

export const seedStaff = async (tx: Tx) => {
  for (const { login, ...member } of staffSeed) {
    const userId = login
      ? sql`(select ${tables.users.id} from ${tables.users} where lower(${tables.users.login}) = ${login})`
      : null;
    await tx.insert(tables.staff).values({ ...member, userId });
  }
};
