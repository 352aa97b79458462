import { describe, expect, it } from 'vitest';
import { students } from '../students';
import { findResource } from '../index';
import { actionLabel, describeChanges, fieldsByStoredKey, historyTargetOf, offersHistory, referencedIds, valueText } from './format';

describe('a record history in words (issue 23 part 4)', () => {
  const studentFields = fieldsByStoredKey(historyTargetOf('students')!.declarations);

  it('names a student field by its declared label under the key the write stored', () => {
    const changes = describeChanges(
      {
        name: { from: 'Иванов Пётр', to: 'Иванов Павел' },
        cityId: { from: null, to: 3 },
        dateOfBirth: { from: '2012-03-04', to: '2012-04-03' },
        eligibleForDiscountPrice: { from: false, to: true },
        isArchived: { from: false, to: true },
        updatedAt: { from: '2026-01-01T10:00:00.000Z', to: '2026-01-02T10:00:00.000Z' },
      },
      studentFields,
    );
    expect(changes).toEqual([
      { field: 'name', label: 'Ученик', before: 'Иванов Пётр', after: 'Иванов Павел' },
      { field: 'cityId', label: 'Город', before: '—', after: '3' },
      { field: 'dateOfBirth', label: 'Дата рождения', before: '04.03.2012', after: '03.04.2012' },
      { field: 'eligibleForDiscountPrice', label: 'Скидка', before: 'Нет', after: 'Да' },
      { field: 'isArchived', label: 'В архиве', before: 'Нет', after: 'Да' },
    ]);
  });

  it('names a referenced record by the name the server looked up, and keeps the id of one it did not find', () => {
    const changes = { cityId: { from: 3, to: 7 }, name: { from: 'А', to: 'Б' } };
    const ids = referencedIds([changes], studentFields);
    expect([...ids.keys()]).toEqual(['student-cities']);
    expect([...ids.get('student-cities')!]).toEqual([3, 7]);
    const names = new Map([['student-cities', new Map([[7, 'Одинцово']])]]);
    expect(describeChanges(changes, studentFields, undefined, undefined, names)[0]).toEqual({ field: 'cityId', label: 'Город', before: '3', after: 'Одинцово' });
  });

  it('shows a created record with nothing before and a deleted one with nothing after', () => {
    expect(describeChanges({ comment: { to: 'Позвонить маме' } }, new Map())).toEqual([
      { field: 'comment', label: 'Комментарий', before: '—', after: 'Позвонить маме' },
    ]);
    expect(describeChanges({ comment: { from: 'Позвонить маме' } }, new Map())[0].after).toBe('—');
  });

  it('writes values as a person reads them', () => {
    expect(valueText('')).toBe('—');
    expect(valueText([])).toBe('—');
    expect(valueText([1, 2])).toBe('1, 2');
    expect(valueText('2026-11-28T06:05:00.000Z', undefined, 'Europe/Moscow')).toBe('28.11.2026 09:05');
    expect(valueText('12500.50', { kind: 'money', label: 'Сумма', rule: students.fields.studentName!.rule })).toBe('12 500,5 ₽');
    expect(valueText('CASH', { kind: 'enum', label: 'Способ', rule: students.fields.studentName!.rule, options: { CASH: 'Наличные' } })).toBe('Наличные');
    expect(valueText('без даты 2026')).toBe('без даты 2026');
  });

  it('reads a list under the entity its records are written as, and refuses what has no records', () => {
    expect(historyTargetOf('teacher-sheets')?.entities).toEqual(['classes', 'school_classes']);
    expect(historyTargetOf('classes')?.entities).toEqual(['classes', 'school_classes']);
    expect(historyTargetOf('students-archive')?.entities).toEqual(['students']);
    expect(historyTargetOf('payments')?.entities).toEqual(['payments']);
    expect(historyTargetOf('expenses')?.entities).toEqual(['expenses']);
    expect(historyTargetOf('student-exits')?.entities).toEqual(['student-exits']);
    expect(historyTargetOf('record-history')).toBeUndefined();
    expect(historyTargetOf('nothing')).toBeUndefined();
  });

  it("offers a row's history on lists of written records, not on a report's rows", () => {
    for (const name of ['students', 'students-archive', 'client-statuses', 'teacher-sheets', 'payments-history']) expect(offersHistory(findResource(name)!)).toBe(true);
    for (const name of ['debtors', 'recalculations', 'group-cycle-report', 'record-history']) expect(offersHistory(findResource(name)!)).toBe(false);
  });

  it('names the writes in Russian and keeps an unknown one as stored', () => {
    expect(actionLabel('update')).toBe('Изменение');
    expect(actionLabel('unarchive')).toBe('Возврат из архива');
    expect(actionLabel('something-new')).toBe('something-new');
  });
});
