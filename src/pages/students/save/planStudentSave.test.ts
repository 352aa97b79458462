import { describe, expect, it } from 'vitest';
import { archivedStudents, PARENT_VIA_CHANGE_PARENT, students } from '../../../../resources/students';
import { sampleStudent } from '../testing/fakeStudentApi';
import { planStudentSave } from './planStudentSave';

const withParent = sampleStudent();
const withoutParent = sampleStudent({ parentId: null, parentName: null, parentPhoneNumber: null, parentTelegramId: null });
const noFormats = { toAdd: [], toRemove: [] };

describe('planStudentSave', () => {
  it('sends nothing when nothing changed (phones compared normalised, blanks as null)', () => {
    const plan = planStudentSave(students, withParent, {
      studentName: ' Иванов Пётр ',
      studentPhoneNumber: '89161234567',
      additionalComment: '',
      schoolYearId: 7,
      parentName: 'Иванова Мария',
    });
    expect(plan).toEqual({ kind: 'save', changes: {}, newParent: null, attendance: noFormats, rename: null });
  });

  it('keeps the changed fields by their read names and reports a rename', () => {
    const plan = planStudentSave(students, withParent, { studentName: 'Иванов Павел', studentCityId: 2, parentPhoneNumber: '+79990001122' });
    expect(plan).toMatchObject({
      kind: 'save',
      changes: { studentName: 'Иванов Павел', studentCityId: 2, parentPhoneNumber: '+79990001122' },
      rename: { oldName: 'Иванов Пётр', newName: 'Иванов Павел' },
    });
  });

  it.each([
    ['a different parent typed over an existing one', withParent, { parentName: 'Петрова Анна' }],
    ['a parent cleared', withParent, { parentName: '' }],
    ['a parent phone without a parent', withoutParent, { parentName: '', parentPhoneNumber: '+79990001122' }],
  ])('refuses %s', (_case, original, values) => {
    expect(planStudentSave(students, original, values)).toEqual({ kind: 'refused', message: PARENT_VIA_CHANGE_PARENT });
  });

  it('creates a typed parent, with its phone, for a student without one', () => {
    const plan = planStudentSave(students, withoutParent, { parentName: ' Петрова Анна ', parentPhoneNumber: '89990001122' });
    expect(plan).toMatchObject({ changes: {}, newParent: { parentName: 'Петрова Анна', parentPhoneNumber: '+79990001122' } });
  });

  it('links new lesson formats and drops the removed ones', () => {
    const plan = planStudentSave(students, withParent, { attendanceTypes: [2, 3] });
    expect(plan).toMatchObject({ attendance: { toAdd: [3], toRemove: [11] } });
  });

  it('changes the exit status of an archived student', () => {
    const archived = sampleStudent({ isArchived: true, exitStatusId: 1, exitStatusName: 'Переезд' });
    expect(planStudentSave(archivedStudents, archived, { exitStatusId: 2 })).toMatchObject({ changes: { exitStatusId: 2 } });
  });
});
