import { describe, expect, it } from 'vitest';
import type { ArchivedGroupRow } from '../../../../resources/groups';
import { unarchiveQuestion, visibleArchivedGroups } from './archivedGroupView';

const row = (classId: number, className: string, schoolYearDescription: string, teacherName: string): ArchivedGroupRow => ({
  classId,
  className,
  classCycle: 2,
  schoolYearId: classId,
  schoolYearDescription,
  teacherId: classId,
  teacherName,
  sheetUrl: null,
  teacherSheetId: null,
  isArchived: true,
});

describe('visibleArchivedGroups', () => {
  const rows = [
    row(1, 'Химия 10А (архив)', '10 класс', 'Петров Олег'),
    row(2, 'Английский для взрослых (архив)', 'Взрослый', 'Ёлкина Мария'),
    row(3, 'Биология 9А (архив)', '9 класс', 'Ёлкина Мария'),
  ];

  it('orders by class, then name, and searches names, teachers and classes', () => {
    expect(visibleArchivedGroups(rows, '').map((group) => group.classId)).toEqual([3, 1, 2]);
    expect(visibleArchivedGroups(rows, 'елкина').map((group) => group.classId)).toEqual([3, 2]);
    expect(visibleArchivedGroups(rows, 'химия').map((group) => group.classId)).toEqual([1]);
  });

  it('asks before bringing a group back', () => {
    expect(unarchiveQuestion('Химия 10А (архив)')).toBe('Вы уверены, что хотите разархивировать "Химия 10А (архив)"?');
  });
});
