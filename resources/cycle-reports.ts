import { z } from 'zod';
import { maybeText, money, rowId, rowText } from './row-fields';

// Payments by cycle (money.md §2, §3, §7): one group's report (the past and the current cycle, or every cycle) and
// one cycle across the groups of a school-year category. Rows here are the response schemas and the screens' types.

export const MIN_CYCLE = 1;
export const MAX_CYCLE = 10; // money.md §9: cycle selectors run 1 to 10

// money.md §7: UNDER_5TH_GRADE for the tabs marked (школа), otherwise ABOVE_4TH_GRADE.
export const SCHOOL_YEAR_CATEGORIES = ['UNDER_5TH_GRADE', 'ABOVE_4TH_GRADE'] as const;
export type SchoolYearCategory = (typeof SCHOOL_YEAR_CATEGORIES)[number];

// A group's school year (school_years.description: 'Дошкольник', '1 класс' … '11 класс', 'Взрослый') in its
// category: pre-school and classes 1–4 are the primary school, '(школа)'; classes 5–11, adults and any other
// description (a class added later without a number) are ABOVE_4TH_GRADE, the tabs without a mark.
export const schoolYearCategory = (description: string): SchoolYearCategory => {
  const text = description.trim().toLocaleLowerCase('ru-RU');
  if (text.startsWith('дошк')) return 'UNDER_5TH_GRADE';
  const number = /^(\d+)/.exec(text);
  return number && Number(number[1]) <= 4 ? 'UNDER_5TH_GRADE' : 'ABOVE_4TH_GRADE';
};

// The 20 tabs of money.md §2: 'Цикл1', 'Цикл1(школа)', 'Цикл2', … 'Цикл10(школа)'; the key is kept in the URL.
export type CycleTab = { key: string; label: string; cycle: number; category: SchoolYearCategory };
export const CYCLE_TABS: CycleTab[] = Array.from({ length: MAX_CYCLE }, (_, index) => index + 1).flatMap((cycle) => [
  { key: String(cycle), label: `Цикл${cycle}`, cycle, category: 'ABOVE_4TH_GRADE' as const },
  { key: `${cycle}-school`, label: `Цикл${cycle}(школа)`, cycle, category: 'UNDER_5TH_GRADE' as const },
]);
export const cycleTabOf = (key: string | null | undefined): CycleTab => CYCLE_TABS.find((tab) => tab.key === key) ?? CYCLE_TABS[0];

// Messages of a bad request (the screens never send one; another client may).
export const GROUP_ID_INVALID = 'Некорректный номер группы';
export const CYCLE_INVALID = `Цикл должен быть целым числом от ${MIN_CYCLE} до ${MAX_CYCLE}`;
export const CATEGORY_INVALID = 'Категория классов должна быть UNDER_5TH_GRADE или ABOVE_4TH_GRADE';
export const GROUP_NOT_FOUND = 'Группа не найдена';

export const classIdParams = z.object({
  classId: z
    .string()
    .regex(/^\d{1,10}$/, GROUP_ID_INVALID)
    .transform(Number)
    .refine((id) => id >= 1 && id <= 2_147_483_647, GROUP_ID_INVALID),
});

// One page of a group's report (simple-rest _start/_end, money.md §9: 100 rows a page); without them, every row.
export const START_INVALID = 'Параметр _start должен быть неотрицательным целым числом';
export const END_INVALID = 'Параметр _end должен быть неотрицательным целым числом';
export const END_BEFORE_START = 'Параметр _end не может быть меньше _start';
const position = (message: string) => z.string({ error: message }).regex(/^\d{1,9}$/, message).transform(Number).optional();
export const groupReportQuery = z
  .strictObject({ _start: position(START_INVALID), _end: position(END_INVALID) })
  .refine((query) => query._end === undefined || query._end >= (query._start ?? 0), { message: END_BEFORE_START, path: ['_end'] });

export const paymentsByCycleQuery = z.strictObject({
  cycle: z
    .string({ error: CYCLE_INVALID })
    .regex(/^\d{1,2}$/, CYCLE_INVALID)
    .transform(Number)
    .refine((cycle) => cycle >= MIN_CYCLE && cycle <= MAX_CYCLE, CYCLE_INVALID),
  schoolYearCategory: z.enum(SCHOOL_YEAR_CATEGORIES, { error: CATEGORY_INVALID }),
});

// What the amount colour needs of the group's tariff (resources/money/amount-colour.ts), and its name.
export const cycleTariffSchema = z.object({
  subjectPricingName: rowText,
  priceWithDiscount: money,
  oldPriceWithDiscount: money.nullable(),
});
export type CycleTariff = z.infer<typeof cycleTariffSchema>;

// What one student pays for a whole cycle of the group (docs/money.md §2), and how that was chosen.
export const studentPricingSchema = z.object({
  subjectPricingName: rowText,
  cyclePrice: money,
  explanation: rowText,
});

// money.md §3 "Cycle table row". An amount is the sum of the student's payment details for that group and cycle
// (payments not voided); the date is the latest of their payment dates. No payment: both null.
export const cycleTableRowSchema = z.object({
  studentId: rowId,
  studentName: rowText,
  enrolled: z.boolean(), // false: left the group, listed because of a payment
  currentCycle: rowId,
  currentCycleAmount: money.nullable(),
  currentCycleDate: maybeText,
  pastCycle: rowId.nullable(), // null in the first cycle
  pastCycleAmount: money.nullable(),
  pastCycleDate: maybeText,
  subjectPricing: studentPricingSchema.nullable(), // null: the group has no tariff
});
export type CycleTableRow = z.infer<typeof cycleTableRowSchema>;

export const cycleDataSchema = z.object({ cycleNumber: rowId, amount: money.nullable(), paymentDate: maybeText });
export type CycleData = z.infer<typeof cycleDataSchema>;

export const allCyclesRowSchema = cycleTableRowSchema.extend({ cycleData: z.array(cycleDataSchema) });
export type AllCyclesRow = z.infer<typeof allCyclesRowSchema>;

const groupReport = <Row extends z.ZodType>(row: Row) =>
  z.object({
    classId: rowId,
    className: rowText,
    currentCycle: rowId,
    pastCycle: rowId.nullable(),
    cycles: z.array(rowId), // the cycles the report has a column for
    tariff: cycleTariffSchema.nullable(),
    totalRows: rowId, // all the report's students; `rows` is the page asked for
    rows: z.array(row),
  });
export const twoCyclesReportSchema = groupReport(cycleTableRowSchema);
export type TwoCyclesReport = z.infer<typeof twoCyclesReportSchema>;
export const allCyclesReportSchema = groupReport(allCyclesRowSchema);
export type AllCyclesReport = z.infer<typeof allCyclesReportSchema>;

// money.md §3 "Payments by cycle (all groups)".
export const cyclePaymentSchema = z.object({ paymentId: rowId, paymentAmount: money, paymentDate: rowText });
export const cycleStudentSchema = z.object({
  studentId: rowId,
  studentName: rowText,
  enrolled: z.boolean(),
  payment: cyclePaymentSchema.nullable(),
});
export type CycleStudent = z.infer<typeof cycleStudentSchema>;
export const cycleGroupSchema = z.object({
  schoolClassId: rowId,
  schoolClassName: rowText,
  teacherName: rowText,
  schoolClassSchedule: maybeText, // 'Пн, Чт · 02.09.2025–23.10.2025': the cycle's lesson days and dates
  schoolYearDescription: rowText,
  currentCycle: rowId,
  tariff: cycleTariffSchema.nullable(),
  students: z.array(cycleStudentSchema),
});
export type CycleGroup = z.infer<typeof cycleGroupSchema>;

const WEEKDAYS = ['Пн', 'Вт', 'Ср', 'Чт', 'Пт', 'Сб', 'Вс'];
const shownDay = (day: string) => day.split('-').reverse().join('.');

// The schedule text of a group's cycle from its dated lessons: ISO weekdays (1 = Monday), first and last date.
export const scheduleText = (weekdays: readonly number[], first: string | null, last: string | null): string | null => {
  if (!first || !last) return null;
  const days = [...new Set(weekdays)]
    .filter((day) => day >= 1 && day <= 7)
    .sort((a, b) => a - b)
    .map((day) => WEEKDAYS[day - 1]);
  const dates = first === last ? shownDay(first) : `${shownDay(first)}–${shownDay(last)}`;
  return days.length > 0 ? `${days.join(', ')} · ${dates}` : dates;
};
