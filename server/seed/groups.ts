import { asc, eq } from 'drizzle-orm';
import { archivedGroupName } from '../../resources/groups';
import * as tables from '../db/schema/index';
import type { Tx } from '../db/types';
import type { Random } from './random';

// Tariffs (money.md "Subject pricing"): whole roubles, the first four prices required.
export const subjectPricingSeed: (typeof tables.subjectPricing.$inferInsert)[] = [
  { name: 'Стандарт', priceForFirstSubject: '6400.00', priceForSecondSubject: '5800.00', priceForThirdSubject: '5200.00', priceWithDiscount: '5600.00', basePriceForCycle: '6400.00', basePriceForLesson: '800.00', oldPriceForFirstSubject: '5600.00', oldPriceForSecondSubject: '5200.00', oldPriceForThirdSubject: '4800.00', oldPriceWithDiscount: '5000.00' },
  { name: 'Интенсив ЕГЭ', priceForFirstSubject: '9600.00', priceForSecondSubject: '8800.00', priceForThirdSubject: '8000.00', priceWithDiscount: '8600.00', basePriceForCycle: '9600.00', basePriceForLesson: '1200.00' },
  { name: 'Мини-группа', priceForFirstSubject: '4800.00', priceForSecondSubject: '4400.00', priceForThirdSubject: '4000.00', priceWithDiscount: '4300.00', basePriceForLesson: '1200.00' },
  { name: 'Онлайн', priceForFirstSubject: '5200.00', priceForSecondSubject: '4800.00', priceForThirdSubject: '4400.00', priceWithDiscount: '4700.00', oldPriceForFirstSubject: '4800.00', oldPriceWithDiscount: '4400.00' },
  { name: 'Дошкольники', priceForFirstSubject: '4000.00', priceForSecondSubject: '3600.00', priceForThirdSubject: '3200.00', priceWithDiscount: '3600.00' },
];

// Colours of group cards: hex only (ARCHITECTURE §6).
const palette = ['#1677ff', '#52c41a', '#fa8c16', '#eb2f96', '#722ed1', '#13c2c2', '#fadb14', '#f5222d', '#2f54eb', '#a0d911'];

// Which subjects suit which classes; the letter tells parallel groups apart.
const plans: { subject: string; years: string[] }[] = [
  { subject: 'Математика', years: ['Дошкольник', '2 класс', '4 класс', '5 класс', '6 класс', '7 класс', '9 класс', '11 класс'] },
  { subject: 'Русский язык', years: ['1 класс', '3 класс', '5 класс', '8 класс', '9 класс', '11 класс'] },
  { subject: 'Английский язык', years: ['Дошкольник', '2 класс', '4 класс', '6 класс', '8 класс', 'Взрослый', 'Взрослый'] },
  { subject: 'Физика', years: ['8 класс', '9 класс', '11 класс'] },
  { subject: 'Химия', years: ['9 класс', '10 класс'] },
  { subject: 'Информатика', years: ['7 класс', '10 класс', '11 класс'] },
  { subject: 'Биология', years: ['10 класс'] },
];

const ARCHIVED_GROUPS = 3;

const groupName = (subject: string, year: string, letter: string) => {
  if (year === 'Дошкольник') return `${subject}: дошкольники ${letter}`;
  if (year === 'Взрослый') return `${subject} для взрослых ${letter}`;
  return `${subject} ${year.replace(' класс', '')}${letter}`;
};

export const seedSubjectPricing = async (tx: Tx) => {
  await tx.insert(tables.subjectPricing).values(subjectPricingSeed);
};

// About thirty groups with teachers, classes, tariffs and colours; the last few are archived.
export const seedGroups = async (tx: Tx, random: Random) => {
  const teachers = await tx
    .select({ id: tables.staff.id })
    .from(tables.staff)
    .where(eq(tables.staff.role, 'Преподаватель'))
    .orderBy(asc(tables.staff.id));
  const subjectIds = new Map((await tx.select().from(tables.subjects)).map((row) => [row.name, row.id]));
  const yearIds = new Map((await tx.select().from(tables.schoolYears)).map((row) => [row.description, row.id]));
  const pricing = await tx.select({ id: tables.subjectPricing.id, name: tables.subjectPricing.name }).from(tables.subjectPricing);
  const pricingFor = (year: string) => {
    if (year === 'Дошкольник') return pricing.find((row) => row.name === 'Дошкольники')?.id ?? null;
    if (year === '11 класс' || year === '9 класс') return pricing.find((row) => row.name === 'Интенсив ЕГЭ')?.id ?? null;
    const usual = pricing.filter((row) => row.name !== 'Дошкольники' && row.name !== 'Интенсив ЕГЭ');
    return random.chance(0.85) ? random.pick(usual).id : null;
  };

  const rows: (typeof tables.schoolClasses.$inferInsert)[] = [];
  plans.forEach(({ subject, years }, planIndex) => {
    const seen = new Map<string, number>();
    for (const year of years) {
      const count = (seen.get(year) ?? 0) + 1;
      seen.set(year, count);
      const lessonsPerCycle = random.chance(0.2) ? 4 : 8;
      rows.push({
        name: groupName(subject, year, 'АБВГ'[count - 1]),
        cycle: random.integer(1, lessonsPerCycle === 4 ? 8 : 5),
        lessonsPerCycle,
        schoolYearId: yearIds.get(year)!,
        staffId: teachers[(planIndex + rows.length) % teachers.length].id,
        subjectId: subjectIds.get(subject)!,
        subjectPricingId: pricingFor(year),
        color: palette[rows.length % palette.length],
      });
    }
  });
  for (const row of rows.slice(-ARCHIVED_GROUPS)) Object.assign(row, { name: archivedGroupName(row.name), isArchived: true });
  await tx.insert(tables.schoolClasses).values(rows);
};
