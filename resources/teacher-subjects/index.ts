import { z } from 'zod';
import { defineResource } from '../define';
import { collectionsOf, referenceIdOf } from '../reference-address';
import { rowId, rowText } from '../row-fields';

// operations.md §2 "Teacher-subject links", §3 "Teacher-subject", §5, §7 "Others", §8 "Teacher subject": which
// subjects each teacher teaches, an editable table of pairs.
export const teacherSubjectRowSchema = z.object({
  teacherSubjectId: rowId,
  teacherId: rowId,
  teacherName: rowText,
  subjectId: rowId,
  subjectName: rowText,
});
export type TeacherSubjectRow = z.infer<typeof teacherSubjectRowSchema>;

export const TEACHER_OR_SUBJECT_NOT_FOUND = 'Ошибка: Не удалось найти ID учителя или предмета'; // operations.md §5
export const TEACHER_SUBJECT_DUPLICATE = 'Этот предмет уже назначен этому преподавателю'; // ours
export const TEACHER_SUBJECT_NOT_FOUND = 'Связь преподавателя и предмета не найдена'; // ours

// A reference to the staff member or the subject: an address, an id, or nothing, which the server refuses with
// the spec's one message (it cannot tell which of the two it was not given).
const referenceTo = (collections: readonly string[]) =>
  z.unknown().transform((value, context) => {
    const id = referenceIdOf(value, collections);
    if (id === undefined || id === null) {
      context.addIssue({ code: 'custom', message: TEACHER_OR_SUBJECT_NOT_FOUND });
      return z.NEVER;
    }
    return id;
  });
export const teacherReference = referenceTo(collectionsOf.teacher);
export const subjectReference = referenceTo(collectionsOf.subject);

export const teacherSubjects = defineResource<TeacherSubjectRow>({
  name: 'teacher-subjects',
  routes: 'own',
  subject: 'TeacherSubject',
  label: { one: 'Предмет преподавателя', many: 'Предметы преподавателей' },
  menu: { parent: 'Сотрудники', icon: 'staff' },
  page: { path: '/teacher-subjects', title: 'Предметы преподавателей', action: 'read' },
  idField: 'teacherSubjectId',
  api: {
    list: 'teacher-subjects-info',
    create: { method: 'POST', path: 'teacher-subjects' },
    update: { method: 'PATCH', path: 'teacher-subjects/:id' },
  },
  storageKey: 'teacher-subjects',
  fields: {
    teacherId: { kind: 'reference', label: 'Преподаватель', target: 'teachers', writeAs: 'staff', rule: teacherReference, column: { width: 280 } },
    subjectId: { kind: 'reference', label: 'Предмет', target: 'subjects', writeAs: 'subject', rule: subjectReference, column: { width: 240 } },
  },
  toasts: {
    created: 'Новая запись успешно добавлена!', // operations.md §8
    updated: 'Запись успешно обновлена',
    createFailed: 'Ошибка при добавлении записи: {message}',
    updateFailed: 'Ошибка при обновлении записи: {message}',
  },
});

// POST teacher-subjects: the staff member and the subject, each a reference (an address or an id).
export const createTeacherSubjectBodySchema = z.strictObject({ staff: teacherReference, subject: subjectReference });

// PATCH teacher-subjects/{id}: either or both; the id may be repeated.
export const updateTeacherSubjectBodySchema = z.strictObject({
  id: z.number().int().optional(),
  teacherSubjectId: z.number().int().optional(),
  staff: teacherReference.optional(),
  subject: subjectReference.optional(),
});
