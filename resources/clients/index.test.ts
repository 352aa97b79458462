import { describe, expect, it } from 'vitest';
import { applicationFormSchema, FORMAT_REQUIRED, ONE_PARENT_ONLY, STATUS_REQUIRED, SUBJECT_REQUIRED, updateClientSchema } from './index';
import { parentToasts, studentParentLinkSchema } from '../parents';
import { studentToasts, updateStudentSchema } from '../students';

const form = { clientName: 'Анна Котова', schoolYearId: 3, clientStatusId: 1, attendanceTypeIds: [1], subjectIds: [2] };
const messages = (result: { error?: { issues: { message: string }[] } }) => (result.error?.issues ?? []).map((issue) => issue.message);

describe('applicationFormSchema (core.md §5.3)', () => {
  it('fills the defaults of an application', () => {
    expect(applicationFormSchema.parse(form)).toMatchObject({
      clientPhoneNumber: null,
      clientParentName: '',
      studentAdd: false,
      eligibleForDiscountPrice: false,
      dateOfBirth: null,
      additionalComment: null,
    });
  });

  it('needs a status and a subject for an application, not for a student', () => {
    const bare = { ...form, clientStatusId: 0, subjectIds: [] };
    expect(messages(applicationFormSchema.safeParse(bare))).toEqual([STATUS_REQUIRED, SUBJECT_REQUIRED]);
    expect(applicationFormSchema.safeParse({ ...bare, studentAdd: true }).success).toBe(true);
  });

  it('needs a format either way', () => {
    expect(messages(applicationFormSchema.safeParse({ ...form, studentAdd: true, attendanceTypeIds: [] }))).toEqual([FORMAT_REQUIRED]);
  });

  it('refuses two parents at once, also through the picked entry', () => {
    expect(messages(applicationFormSchema.safeParse({ ...form, parentId: 1, selectedParent: { clientParentId: 2 } }))).toEqual([ONE_PARENT_ONLY]);
  });
});

describe('PATCH bodies', () => {
  it('leave out what is not sent', () => {
    expect(updateClientSchema.parse({ name: 'Анна' })).toEqual({ name: 'Анна' });
    expect(updateStudentSchema.parse({ additionalComment: '' })).toEqual({ additionalComment: null });
  });

  it('send exactly one parent in the Change parent dialog', () => {
    expect(studentParentLinkSchema.safeParse({ studentId: 1, parentId: 2, clientParentId: null }).success).toBe(true);
    expect(messages(studentParentLinkSchema.safeParse({ studentId: 1, parentId: null, clientParentId: null }))).toEqual([ONE_PARENT_ONLY]);
  });
});

describe('toasts', () => {
  it('are the spec’s words', () => {
    expect(studentToasts.updatedWithParent.replace('{name}', 'Анна Котова')).toBe('Ученик Анна Котова обновлен');
    expect(parentToasts.updated).toBe('Родитель успешно обновлен!');
  });
});
