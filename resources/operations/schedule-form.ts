import { z } from 'zod';
import { minutesOf } from './schedule-slots';

// operations.md §5 "Schedule form": one lesson of a group in the weekly grid, and optionally its second lesson of
// the week. The browser's dialog and the server's schedule routes parse with this one schema.
export const SCHEDULE_MESSAGES = {
  classRequired: 'Выберите класс',
  classInvalid: 'Некорректный ID класса',
  startRequired: 'Введите время начала',
  endRequired: 'Введите время окончания',
  timeFormat: 'Неверный формат времени',
  endAfterStart: 'Время окончания должно быть позже времени начала',
  dayRequired: 'Выберите день недели',
  cabinetRequired: 'Выберите кабинет',
  cabinetInvalid: 'Некорректный ID кабинета',
  scheduleIdInvalid: 'Некорректный ID расписания',
} as const;

const m = SCHEDULE_MESSAGES;

const positiveId = (required: string, invalid: string) =>
  z.number({ error: (issue) => (issue.input === undefined || issue.input === null ? required : invalid) }).int(invalid).positive(invalid);

const time = (required: string) =>
  z
    .string({ error: required })
    .min(1, required)
    .refine((value) => value === '' || minutesOf(value) !== null, m.timeFormat);

const optionalPositiveId = z.number().int().positive().nullable().optional();

const lessonFields = {
  dayOfWeek: z.number({ error: m.dayRequired }).int(m.dayRequired).min(0, m.dayRequired).max(6, m.dayRequired),
  cabinetId: positiveId(m.cabinetRequired, m.cabinetInvalid),
  startTime: time(m.startRequired),
  endTime: time(m.endRequired),
};

const endsAfterStart = (start: string, end: string) => {
  const from = minutesOf(start);
  const to = minutesOf(end);
  return from === null || to === null || to > from;
};

export const scheduleFormSchema = z
  .object({
    id: z.number({ error: m.scheduleIdInvalid }).int(m.scheduleIdInvalid).positive(m.scheduleIdInvalid).optional(),
    schoolClassId: positiveId(m.classRequired, m.classInvalid),
    subjectId: optionalPositiveId, // read-only in the dialog: filled from the chosen group
    teacherId: optionalPositiveId,
    ...lessonFields,
    hasSecondLesson: z.boolean().optional().default(false),
    secondScheduleId: z.number({ error: m.scheduleIdInvalid }).int(m.scheduleIdInvalid).positive(m.scheduleIdInvalid).nullable().optional(),
    secondDayOfWeek: z.unknown().optional(),
    secondCabinetId: z.unknown().optional(),
    secondStartTime: z.unknown().optional(),
    secondEndTime: z.unknown().optional(),
  })
  .superRefine((form, context) => {
    if (!endsAfterStart(form.startTime, form.endTime)) context.addIssue({ code: 'custom', path: ['endTime'], message: m.endAfterStart });
    if (!form.hasSecondLesson) return;
    // the second lesson: the same rules on its own fields
    const second = z.object(lessonFields).safeParse({
      dayOfWeek: form.secondDayOfWeek,
      cabinetId: form.secondCabinetId,
      startTime: form.secondStartTime,
      endTime: form.secondEndTime,
    });
    const secondPath = { dayOfWeek: 'secondDayOfWeek', cabinetId: 'secondCabinetId', startTime: 'secondStartTime', endTime: 'secondEndTime' } as const;
    if (!second.success) {
      for (const issue of second.error.issues) {
        context.addIssue({ code: 'custom', path: [secondPath[issue.path[0] as keyof typeof secondPath]], message: issue.message });
      }
      return;
    }
    if (!endsAfterStart(second.data.startTime, second.data.endTime)) context.addIssue({ code: 'custom', path: ['secondEndTime'], message: m.endAfterStart });
  });

export type ScheduleForm = z.input<typeof scheduleFormSchema>;

// The second lesson's times start as the first lesson's (operations.md §5).
export const secondLessonDefaults = (form: Pick<ScheduleForm, 'startTime' | 'endTime'>) => ({ secondStartTime: form.startTime, secondEndTime: form.endTime });
