import { z } from 'zod';
import { ATTENDANCE_VALUES, type GradeType } from './grades';
import { GRADE_PALETTE } from './operations/gradebook-colours';

// operations.md §3, §5, §7 "Gradebook": the shapes the gradebook's routes read and write, shared by the server
// and the screen (docs/api-operations.md "Gradebook").

export const GRADE_TYPES = ['attendance', 'classwork', 'homework'] as const satisfies readonly GradeType[];

export const gradebookMessages = {
  themeRequired: 'Тема обязательна',
  themeTooShort: 'Минимум 3 символа',
  updateFailed: 'Ошибка при обновлении',
  dateUpdateFailed: 'Ошибка при обновлении даты',
  badDate: 'Неверный формат даты',
  badAttendance: 'Недопустимое значение посещаемости',
  gradeTooLong: 'Не более 20 символов',
  badColour: 'Цвет только из палитры',
  badGradeType: 'Неизвестный вид оценки',
  badId: 'Некорректный идентификатор',
  badCycle: 'Некорректный номер цикла',
  groupNotFound: 'Группа не найдена',
  lessonNotFound: 'Урок не найден',
  homeworkNotFound: 'Домашнее задание не найдено',
  studentNotFound: 'Ученик не найден',
  notInGroup: 'Ученик не состоит в группе',
  alreadyInGroup: 'Ученик уже в группе',
  homeworkExists: 'У урока уже есть домашнее задание',
  newCycleOverlay: 'Создаю новый цикл...',
  adding: 'Добавляю...',
  loadError: 'Error loading gradebook: {message}',
  boundary: 'Произошла ошибка в журнале оценок',
  removeConfirm: 'Вы уверены, что хотите удалить ученика {name} из группы?',
  onlyActive: 'Только активные ученики',
} as const;

export const GRADE_MAX_LENGTH = 20;
export const PALETTE_HEXES: readonly string[] = GRADE_PALETTE.map((colour) => colour.hex);
const isPaletteColour = (value: string) => PALETTE_HEXES.includes(value.toLowerCase());

const positiveId = z.coerce.number({ error: gradebookMessages.badId }).int(gradebookMessages.badId).positive(gradebookMessages.badId);
const isoDay = /^\d{4}-\d{2}-\d{2}$/;
const isRealDay = (value: string) => {
  if (!isoDay.test(value)) return false;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value;
};

// GET gradebook: the cycle defaults to the group's current one; only-present is on unless 'false' is sent.
export const gradebookQuery = z.object({
  schoolClassId: positiveId,
  cycle: z.coerce.number({ error: gradebookMessages.badCycle }).int(gradebookMessages.badCycle).positive(gradebookMessages.badCycle).optional(),
  isOnlyPresentStudents: z
    .enum(['true', 'false'], { error: 'Ожидается true или false' })
    .optional()
    .transform((value) => value !== 'false'),
});
export type GradebookQuery = z.infer<typeof gradebookQuery>;

// A grade's cell value, trimmed: attendance only from its list, the marks as short text.
export const normaliseGradeValue = (gradeType: GradeType, value: string | null | undefined): { value: string } | { error: string } => {
  const trimmed = (value ?? '').trim();
  if (gradeType === 'attendance') {
    return (ATTENDANCE_VALUES as readonly string[]).includes(trimmed) ? { value: trimmed } : { error: gradebookMessages.badAttendance };
  }
  return trimmed.length > GRADE_MAX_LENGTH ? { error: gradebookMessages.gradeTooLong } : { value: trimmed };
};

export const gradeUpsertBody = z
  .object({
    studentId: positiveId,
    lessonId: positiveId,
    gradeType: z.enum(GRADE_TYPES, { error: gradebookMessages.badGradeType }),
    gradeValue: z.string({ error: gradebookMessages.badAttendance }).nullable().optional(),
    gradeColor: z
      .string({ error: gradebookMessages.badColour })
      .refine(isPaletteColour, gradebookMessages.badColour)
      .transform((value) => value.toLowerCase())
      .nullable()
      .optional(),
  })
  .superRefine((body, context) => {
    const checked = normaliseGradeValue(body.gradeType, body.gradeValue);
    if ('error' in checked) context.addIssue({ code: 'custom', path: ['gradeValue'], message: checked.error });
  })
  .transform((body) => ({ ...body, gradeValue: (body.gradeValue ?? '').trim(), gradeColor: body.gradeColor ?? null }));
export type GradeUpsert = z.infer<typeof gradeUpsertBody>;

export const lessonNameRule = z.string({ error: gradebookMessages.themeRequired }).trim().min(1, gradebookMessages.themeRequired).min(3, gradebookMessages.themeTooShort);
export const lessonDateRule = z.string({ error: gradebookMessages.badDate }).refine(isRealDay, gradebookMessages.badDate);

export const lessonPatchBody = z.object({
  lessonName: lessonNameRule.optional(),
  lessonDate: lessonDateRule.nullable().optional(),
});
export type LessonPatch = z.infer<typeof lessonPatchBody>;

export const homeworkText = z.string({ error: 'Ожидается текст' }).max(5000, 'Не более 5000 символов').transform((text) => text.trim());
export const homeworkPatchBody = z.object({ homeworkText });
export const homeworkCreateBody = z.object({ lessonId: positiveId, homeworkText });

export const studentClassBody = z.object({ studentId: positiveId, schoolClassId: positiveId });
export const newCycleBody = z.object({ fromCycle: z.number({ error: gradebookMessages.badCycle }).int(gradebookMessages.badCycle).min(0, gradebookMessages.badCycle).optional() }).optional();

export const gradeCellSchema = z.object({
  studentId: z.number(),
  lessonId: z.number(),
  gradeType: z.enum(GRADE_TYPES),
  value: z.string(),
  color: z.string().nullable(),
  gradeId: z.number().nullable(),
});
export type GradeCell = z.infer<typeof gradeCellSchema>;

export const gradebookLessonSchema = z.object({
  id: z.number(),
  lessonNumber: z.number(),
  lessonName: z.string().nullable(),
  lessonDate: z.string().nullable(),
  homeworkId: z.number().nullable(),
  homeworkText: z.string().nullable(),
});
export type GradebookLesson = z.infer<typeof gradebookLessonSchema>;

export const gradebookStudentSchema = z.object({
  id: z.number(),
  studentName: z.string(),
  enrollmentDate: z.string(),
  disenrollmentDate: z.string().nullable(),
  isPresent: z.boolean(),
});
export type GradebookStudent = z.infer<typeof gradebookStudentSchema>;

export const gradebookSchema = z.object({
  classInfo: z.object({ className: z.string(), schoolClassId: z.number(), classCycle: z.number(), numberOfLessonsPerCycle: z.number() }),
  cycle: z.number(),
  students: z.array(gradebookStudentSchema),
  lessons: z.array(gradebookLessonSchema),
  grades: z.array(gradeCellSchema),
});
export type Gradebook = z.infer<typeof gradebookSchema>;

export const availableCyclesSchema = z.object({ currentCycle: z.number(), cycles: z.array(z.number()) });
export type AvailableCycles = z.infer<typeof availableCyclesSchema>;

export const newCycleSchema = z.object({ cycleNumber: z.number(), created: z.boolean() });
export const studentOptionSchema = z.object({ studentId: z.number(), studentName: z.string() });
export type StudentOption = z.infer<typeof studentOptionSchema>;
export const homeworkSchema = z.object({ homeworkId: z.number(), lessonId: z.number(), homeworkText: z.string() });
