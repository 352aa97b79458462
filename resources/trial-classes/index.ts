import { z } from 'zod';
import { defineResource, readOnlyField } from '../define';
import { maybeId, maybeText, rowId, rowText } from '../row-fields';

// operations.md §2 "Trial lessons", §3 "Trial class", §7 "Others": a lead's trial lesson in a group with its three
// marks. Read-only here: trial lessons are recorded by the gradebook's sync (issue 11) and the demo data.
export const trialClassRowSchema = z.object({
  clientTrialClassId: rowId,
  clientId: rowId,
  studentName: rowText,
  schoolClassId: rowId,
  schoolClassName: rowText,
  subjectName: rowText,
  schoolYearName: maybeText,
  lessonDate: rowText,
  lessonGrades: z.object({ attendanceGrade: maybeText, classworkGrade: maybeText, homeworkGrade: maybeText }),
  lessonNumber: maybeId,
});
export type TrialClassRow = z.infer<typeof trialClassRowSchema>;

// operations.md §9: the table's column settings, each under its own key.
export const TRIAL_COLUMN_VISIBILITY_KEY = 'trialClassColumnVisibility';
export const TRIAL_COLUMN_WIDTHS_KEY = 'trialClassColumnWidths';
export const TRIAL_CLASSES_TITLE = 'Пробные занятия';

// the row as its table and its export show it: the three marks are columns of their own
type TrialClassColumns = TrialClassRow & TrialClassRow['lessonGrades'];

// The list through the data provider; its screen is src/pages/group-page/trial (the spec's own storage keys). The
// fields are the table's columns in order, with their titles and widths.
export const trialClasses = defineResource<TrialClassColumns>({
  name: 'trial-classes',
  routes: 'own',
  subject: 'Request',
  label: { one: 'Пробное занятие', many: TRIAL_CLASSES_TITLE },
  menu: { parent: 'Заявки', icon: 'grades' },
  idField: 'clientTrialClassId',
  api: { list: 'client-trial-classes-info' },
  fields: {
    studentName: readOnlyField('text', 'Ученик', 220),
    schoolClassName: readOnlyField('text', 'Группа', 180),
    subjectName: readOnlyField('text', 'Предмет', 150),
    schoolYearName: readOnlyField('text', 'Класс', 120),
    lessonDate: readOnlyField('date', 'Дата занятия', 130),
    attendanceGrade: { ...readOnlyField('text', 'Посещение', 130), readFrom: 'lessonGrades.attendanceGrade' },
    classworkGrade: { ...readOnlyField('text', 'Работа на уроке', 140), readFrom: 'lessonGrades.classworkGrade' },
    homeworkGrade: { ...readOnlyField('text', 'Домашнее задание', 150), readFrom: 'lessonGrades.homeworkGrade' },
    lessonNumber: readOnlyField('number', 'Номер урока', 110),
  },
});
