import { describe, expect, it } from 'vitest';
import { clientStatuses } from '../../../resources/reference-lists';
import { teachers } from '../../../resources/lookups';
import { gridFields, labelFieldOf, rowLabel, storageKeyOf } from './gridFields';

describe('gridFields', () => {
  it('lists the declared fields in order', () => {
    expect(gridFields(clientStatuses).map(({ key }) => key)).toEqual(['clientStatusName', 'clientStatusColor']);
  });
});

// a lookup that declares no fields names its rows by their first text value
const undeclared = { ...teachers, fields: {} };

describe('labelFieldOf', () => {
  it.each([
    ['a declared text field', clientStatuses, undefined, 'clientStatusName'],
    ['a lookup with its text field declared', teachers, undefined, 'teacherName'],
    ['an undeclared lookup, from its row', undeclared, { teacherId: 3, teacherName: 'Иванова' }, 'teacherName'],
    ['an undeclared lookup without rows', undeclared, undefined, undefined],
  ] as const)('%s', (_case, declaration, sample, expected) => {
    expect(labelFieldOf(declaration, sample)).toBe(expected);
  });

  it('names a row', () => {
    expect(rowLabel(teachers, { teacherId: 3, teacherName: 'Иванова' })).toBe('Иванова');
    expect(rowLabel(teachers, { teacherId: 3 })).toBe('3');
    expect(rowLabel(undeclared, { teacherId: 4 })).toBe('4');
  });
});

describe('storageKeyOf', () => {
  it('uses the declared key or the name', () => {
    expect(storageKeyOf(clientStatuses)).toBe('client-statuses');
    expect(storageKeyOf(teachers)).toBe('teachers');
  });
});
