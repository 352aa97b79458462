import { seedToday } from './today';
import { and, asc, eq, isNotNull, max, sql } from 'drizzle-orm';
import { schoolYearStartYear } from '../../resources/school-year';
import * as tables from '../db/schema/index';
import type { Tx } from '../db/types';
import { createRandom, type Random } from './random';

// Demo expenses (issue 9): a year of the centre's expenses of every type: the rent and utilities each month,
// salaries per teacher for each finished cycle of a group (with the group and cycle), advertising, stationery and
// household costs, cash ones on recent days (today and yesterday among them, so the cash desk shows them) and a
// few archived ones. The same on every run of a day: the dates follow today, the choices follow the seed.

const EXPENSES_SEED = 20_240_905;
const DAY_MS = 24 * 60 * 60 * 1000;

const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);
const dayTime = (day: string) => Date.parse(`${day}T00:00:00Z`);
const addDays = (day: string, days: number) => isoDay(dayTime(day) + days * DAY_MS);
const roubles = (random: Random, min: number, max: number, step: number) =>
  `${(random.integer(Math.ceil(min / step), Math.floor(max / step)) * step).toFixed(0)}.00`;

const months = ['январь', 'февраль', 'март', 'апрель', 'май', 'июнь', 'июль', 'август', 'сентябрь', 'октябрь', 'ноябрь', 'декабрь'];
const advertising = ['Таргетированная реклама ВКонтакте', 'Листовки у школ', 'Реклама в Яндекс Директ', 'Баннер у входа', 'Пост в районном паблике'];
const stationery = ['Бумага для принтера', 'Маркеры для доски', 'Тетради и ручки', 'Картридж для принтера', 'Папки и файлы'];
const household = ['Вода для кулера', 'Чай и печенье', 'Моющие средства', 'Лампочки', 'Ремонт замка'];
const other = ['Подарки ученикам к празднику', 'Курьерская доставка', 'Подписка на онлайн-доску'];

type NewExpense = typeof tables.expenses.$inferInsert;

export const seedExpenses = async (tx: Tx) => {
  const random = createRandom(EXPENSES_SEED);
  const today = seedToday();
  const yearAgo = addDays(today, -365);
  const idOf = async (table: typeof tables.expenseTypes | typeof tables.expensePaymentTypes) =>
    new Map((await tx.select({ id: table.id, name: table.name }).from(table)).map((row) => [row.name, row.id]));
  const types = await idOf(tables.expenseTypes);
  const paymentTypes = await idOf(tables.expensePaymentTypes);
  const type = (name: string) => types.get(name) ?? [...types.values()][0];
  const paidBy = (name: string) => paymentTypes.get(name) ?? [...paymentTypes.values()][0];
  if (types.size === 0 || paymentTypes.size === 0) return;
  const cash = paidBy('Наличные');
  const transfer = paidBy('Безналичный перевод');
  const card = paidBy('Банковская карта');
  const rows: NewExpense[] = [];
  const add = (row: Omit<NewExpense, 'paid'> & { paid?: boolean }) => {
    if (row.expenseDate > today || row.expenseDate < yearAgo) return;
    rows.push({ paid: true, createdBy: 'owner', ...row });
  };

  // each month: rent on the 1st, utilities on the 10th, advertising twice, stationery and household in cash
  const [year, month] = today.split('-').map(Number);
  for (let back = 12; back >= 0; back -= 1) {
    const first = new Date(Date.UTC(year, month - 1 - back, 1));
    const start = isoDay(first.getTime());
    const name = months[first.getUTCMonth()];
    add({ expenseDate: start, totalAmount: '85000.00', expenseTypeId: type('Аренда'), expensePaymentTypeId: transfer, comment: `Аренда помещения за ${name}` });
    add({ expenseDate: addDays(start, 9), totalAmount: roubles(random, 6000, 9500, 10), expenseTypeId: type('Коммунальные услуги'), expensePaymentTypeId: transfer, comment: `Электричество и отопление за ${name}` });
    for (const day of [random.integer(3, 8), random.integer(15, 24)]) {
      add({ expenseDate: addDays(start, day), totalAmount: roubles(random, 5000, 20000, 500), expenseTypeId: type('Реклама'), expensePaymentTypeId: card, comment: random.pick(advertising) });
    }
    for (let index = random.integer(1, 3); index > 0; index -= 1) {
      add({ expenseDate: addDays(start, random.integer(0, 27)), totalAmount: roubles(random, 400, 3500, 50), expenseTypeId: type('Канцелярия'), expensePaymentTypeId: cash, comment: random.pick(stationery) });
    }
    add({ expenseDate: addDays(start, random.integer(0, 27)), totalAmount: roubles(random, 300, 2500, 50), expenseTypeId: type('Хозяйственные расходы'), expensePaymentTypeId: cash, comment: random.pick(household) });
    if (random.chance(0.5)) {
      add({ expenseDate: addDays(start, random.integer(0, 27)), totalAmount: roubles(random, 500, 5000, 100), expenseTypeId: type('Прочее'), expensePaymentTypeId: card, comment: random.pick(other), paid: random.chance(0.8) });
    }
  }

  // salaries, a group's teacher per cycle: this school year's finished cycles two days after their last lesson;
  // before it, a cycle a month from September (cycle 1) to June (cycle 10), paid at the month's end
  const schoolYearStart = `${schoolYearStartYear(today)}-09-01`;
  const cycles = await tx
    .select({
      classId: tables.lessons.classId,
      cycle: tables.lessons.cycleNumber,
      lastLesson: max(tables.lessons.lessonDate),
      staffId: tables.schoolClasses.staffId,
      groupName: tables.schoolClasses.name,
    })
    .from(tables.lessons)
    .innerJoin(tables.schoolClasses, eq(tables.schoolClasses.id, tables.lessons.classId))
    .where(and(isNotNull(tables.lessons.lessonDate), eq(tables.schoolClasses.isArchived, false)))
    .groupBy(tables.lessons.classId, tables.lessons.cycleNumber, tables.schoolClasses.staffId, tables.schoolClasses.name)
    .having(sql`max(${tables.lessons.lessonDate}) < ${today}`)
    .orderBy(asc(tables.lessons.classId), asc(tables.lessons.cycleNumber));
  const salary = (day: string, cycle: number, group: { classId: number; staffId: number; groupName: string }) =>
    add({
      expenseDate: day,
      totalAmount: roubles(random, 12000, 26000, 500),
      cycleNumber: cycle,
      expenseTypeId: type('Зарплата'),
      expensePaymentTypeId: transfer,
      staffId: group.staffId,
      schoolClassId: group.classId,
      comment: `Зарплата за цикл ${cycle}, ${group.groupName}`,
      // the last fortnight's salaries are partly still to pay
      paid: day < addDays(today, -14) || random.chance(0.5),
    });
  for (const cycle of cycles) {
    if (!cycle.lastLesson || cycle.lastLesson < schoolYearStart) continue;
    salary(addDays(cycle.lastLesson, 2) > today ? today : addDays(cycle.lastLesson, 2), cycle.cycle, cycle);
  }
  const groups = await tx
    .select({ classId: tables.schoolClasses.id, staffId: tables.schoolClasses.staffId, groupName: tables.schoolClasses.name })
    .from(tables.schoolClasses)
    .where(eq(tables.schoolClasses.isArchived, false))
    .orderBy(asc(tables.schoolClasses.id));
  const [startYear] = schoolYearStart.split('-').map(Number);
  for (let cycle = 1; cycle <= 10; cycle += 1) {
    const monthEnd = isoDay(Date.UTC(startYear - 1, 8 + cycle, 0));
    for (const group of groups) if (monthEnd < schoolYearStart) salary(addDays(monthEnd, -random.integer(0, 3)), cycle, group);
  }

  // the cash desk's recent days: cash expenses today, yesterday and on a few days before
  for (const [back, count] of [[0, 2], [1, 2], [2, 1], [3, 1], [5, 2], [6, 1]] as const) {
    for (let index = 0; index < count; index += 1) {
      const household_ = index % 2 === 1;
      add({
        expenseDate: addDays(today, -back),
        totalAmount: roubles(random, 150, 1800, 10),
        expenseTypeId: type(household_ ? 'Хозяйственные расходы' : 'Канцелярия'),
        expensePaymentTypeId: cash,
        comment: random.pick(household_ ? household : stationery),
      });
    }
  }

  // recorded by mistake and archived: on no list and in no sum
  for (const back of [4, 40, 120]) {
    add({
      expenseDate: addDays(today, -back),
      totalAmount: roubles(random, 1000, 5000, 100),
      expenseTypeId: type('Прочее'),
      expensePaymentTypeId: cash,
      comment: 'Внесено по ошибке',
      isArchived: true,
    });
  }

  rows.sort((left, right) => (left.expenseDate < right.expenseDate ? -1 : left.expenseDate > right.expenseDate ? 1 : 0));
  for (let start = 0; start < rows.length; start += 500) await tx.insert(tables.expenses).values(rows.slice(start, start + 500));
};
