import { z } from 'zod';
import { collectionsOf, referenceRule } from '../reference-address';
import { maybeId, maybeText, money, rowId, rowText } from '../row-fields';
import { OVERRIDE_NOT_A_NUMBER, parseOverrideAmount } from './payouts';
import { parseStudentOverrideKey } from './payouts-zelenograd';

// The wire shapes of the teacher payout calls (money.md §3, §7 "Payouts, centre 1/2"; docs/api-money.md
// "Teacher payouts (issue 9)"). Shared by the server's routes and the /teacher-payout screen.

const MAX_ID = 2_147_483_647;
const id = z.coerce.number({ error: 'Некорректный идентификатор' }).int('Некорректный идентификатор').positive('Некорректный идентификатор').max(MAX_ID, 'Некорректный идентификатор');
// money.md §9: cycle selectors run 1 to 10
export const CYCLE_OUT_OF_RANGE = 'Цикл должен быть от 1 до 10';
const cycle = z.coerce.number({ error: CYCLE_OUT_OF_RANGE }).int(CYCLE_OUT_OF_RANGE).min(1, CYCLE_OUT_OF_RANGE).max(10, CYCLE_OUT_OF_RANGE);
export const CENTRE_UNKNOWN = 'Неизвестный центр: ожидается ODINTSOVO';

export const snapshotParams = z.object({
  teacherId: id,
  classCycle: cycle,
  centerType: z.enum(['ODINTSOVO'], { error: CENTRE_UNKNOWN }),
});
export const detailParams = z.object({ detailId: id });
export const overrideParams = z.object({ overrideId: id });
export const staffCycleParams = z.object({ staffId: id, classCycle: cycle });
export const odintsovoQuery = z.strictObject({ staffId: id, classCycle: cycle });

// money.md §5 "Payout override": newAmount a number, not negative; the reason optional
export const overrideBodySchema = z.object({
  newAmount: z.union([z.number(), z.string()], { error: OVERRIDE_NOT_A_NUMBER }).transform((value, context) => {
    const parsed = parseOverrideAmount(value);
    if (!parsed.ok) {
      context.addIssue({ code: 'custom', message: parsed.message });
      return z.NEVER;
    }
    return parsed.kopecks;
  }),
  reason: z.string().trim().max(1000, 'Причина не длиннее 1000 символов').nullish(),
});

export const snapshotDetailSchema = z.object({
  id: rowId,
  detailType: z.enum(['TEACHER', 'CLASS', 'STUDENT']),
  classId: maybeId,
  className: maybeText,
  studentId: maybeId,
  studentName: maybeText,
  calculatedAmount: money,
  finalAmount: money,
  hasOverride: z.boolean(),
  isAdjusted: z.boolean(), // calculated and final differ by more than 0.01
  overrideId: maybeId, // the active override, for its removal
  calculationData: rowText, // JSON text (money.md §3)
});
export type SnapshotDetailRow = z.infer<typeof snapshotDetailSchema>;

export const snapshotAnswerSchema = z.object({
  snapshot: z
    .object({
      id: rowId,
      teacherId: rowId,
      teacherName: rowText,
      classCycle: rowId,
      centerType: rowText,
      hasOverrides: z.boolean(),
      calculatedAt: rowText,
      lastModifiedAt: rowText,
    })
    .nullable(),
  details: z.array(snapshotDetailSchema),
});
export type SnapshotAnswer = z.infer<typeof snapshotAnswerSchema>;

export const overrideHistoryRowSchema = z.object({
  id: rowId,
  detailId: rowId,
  newAmount: money,
  previousAmount: money,
  overrideReason: maybeText,
  createdAt: rowText,
  createdBy: rowText,
  removedAt: maybeText,
  removedBy: maybeText,
  active: z.boolean(),
});
export type OverrideHistoryRow = z.infer<typeof overrideHistoryRowSchema>;

// ---- Centre 2 ----

export const zelenogradStudentSchema = z.object({
  studentId: rowId,
  studentName: rowText,
  gradeValue: maybeText,
  wasOverridden: z.boolean(),
});
export const zelenogradLessonSchema = z.object({
  lessonId: rowId,
  lessonDate: maybeText,
  totalLessonAmount: money,
  attendedStudentsCount: rowId,
  totalEnrolledStudents: rowId,
  usedNumberOfStudents: maybeId, // the grid row the rate came from
  allStudents: z.array(zelenogradStudentSchema),
});
export const zelenogradClassSchema = z.object({
  schoolClassId: rowId,
  schoolClassName: rowText,
  subjectPricingId: maybeId,
  subjectPricingName: maybeText,
  totalAmountForSchoolClass: money,
  wasClassOverrideApplied: z.boolean(),
  lessons: z.array(zelenogradLessonSchema),
});
export const zelenogradPayoutSchema = z.object({
  teacherName: rowText,
  totalAmountForTeacher: money,
  classes: z.array(zelenogradClassSchema),
});
export type ZelenogradPayout = z.infer<typeof zelenogradPayoutSchema>;
export type ZelenogradClass = z.infer<typeof zelenogradClassSchema>;

export const OVERRIDE_KEY_INVALID = 'Некорректный ключ изменения: ожидается «занятие:ученик»';
const overrideMap = <Key>(parse: (key: string) => Key | null, message: string) =>
  z
    .record(z.string(), z.boolean({ error: 'Значение изменения: true или false' }))
    .default({})
    .superRefine((map, context) => {
      const keys = Object.keys(map);
      if (keys.length > 2000) context.addIssue({ code: 'custom', message: 'Слишком много изменений' });
      for (const key of keys) if (parse(key) === null) context.addIssue({ code: 'custom', message, path: [key] });
    });

// true sets an override, false removes a stored one; keys not sent stay as they are
export const zelenogradOverridesBodySchema = z.object({
  staffId: id.optional(),
  classCycle: cycle.optional(),
  studentOverrides: overrideMap(parseStudentOverrideKey, OVERRIDE_KEY_INVALID),
  classOverrides: overrideMap((key) => (/^\d{1,10}$/.test(key) && Number(key) > 0 && Number(key) <= MAX_ID ? Number(key) : null), 'Некорректный идентификатор группы'),
});

// ---- The payout-rate grid ----

export const RATE_STUDENTS_INVALID = 'Количество учеников — целое число от 0 до 100';
export const RATE_AMOUNT_INVALID = 'Пожалуйста, введите корректную сумму';
export const RATE_TARIFF_REQUIRED = 'Выберите тариф';

const payoutAmountRule = z.union([z.number(), z.string()], { error: RATE_AMOUNT_INVALID }).transform((value, context) => {
  const parsed = parseOverrideAmount(value);
  if (!parsed.ok) {
    context.addIssue({ code: 'custom', message: parsed.message });
    return z.NEVER;
  }
  return parsed.kopecks;
});
const studentsRule = z.coerce.number({ error: RATE_STUDENTS_INVALID }).int(RATE_STUDENTS_INVALID).min(0, RATE_STUDENTS_INVALID).max(100, RATE_STUDENTS_INVALID);

export const payoutAmountCreateSchema = z.object({
  id: z.union([z.number(), z.string(), z.null()]).optional(), // the grid's temporary id of a new row, ignored
  subjectPricing: referenceRule(collectionsOf.subjectPricing).refine((value) => value !== null, RATE_TARIFF_REQUIRED),
  numberOfStudents: studentsRule,
  payoutAmount: payoutAmountRule,
});
export const payoutAmountUpdateSchema = z.object({
  id: z.union([z.number(), z.string(), z.null()]).optional(),
  subjectPricing: referenceRule(collectionsOf.subjectPricing).refine((value) => value !== null, RATE_TARIFF_REQUIRED).optional(),
  numberOfStudents: studentsRule.optional(),
  payoutAmount: payoutAmountRule.optional(),
});

export const payoutAmountRowSchema = z.object({
  id: rowId,
  subjectPricingId: rowId,
  subjectPricingName: rowText,
  numberOfStudents: rowId,
  payoutAmount: money,
});
export type PayoutAmountRow = z.infer<typeof payoutAmountRowSchema>;

// money.md §8 "Payouts": the grid's toasts
export const payoutAmountToasts = {
  created: 'Запись успешно создана',
  updated: 'Запись успешно обновлена',
  deleted: 'Запись успешно удалена',
  createFailed: 'Ошибка создания записи: {message}',
  updateFailed: 'Ошибка обновления записи: {message}',
  deleteFailed: 'Ошибка удаления записи: {message}',
} as const;

// money.md §8 "Payouts"
export const payoutTexts = {
  overrideAdded: 'Изменение успешно добавлено',
  overrideRemoved: 'Изменение успешно удалено',
  recalculated: 'Зарплата успешно пересчитана',
  recalculatedWithOverrides: 'Зарплата с изменениями успешно пересчитана',
  empty: 'Нет данных для выбранного преподавателя и цикла',
  loadFailed: 'Ошибка загрузки данных. Попробуйте позже.',
  loadFailedWith: 'Ошибка загрузки данных: {message}',
} as const;
