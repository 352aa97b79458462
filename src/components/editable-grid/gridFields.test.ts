import { describe, expect, it } from 'vitest';
import { clientStatuses } from '../../../resources/reference-lists';
import { teachers } from '../../../resources/lookups';
import { gridFields, labelFieldOf, rowLabel, storageKeyOf } from './gridFields';

describe('gridFields', () => {
  it('lists the declared fields in order', () => {
    expect(gridFields(clientStatuses).map(({ key }) => key)).toEqual(['clientStatusName', 'clientStatusColor']);
  });
});

describe('labelFieldOf', () => {
  it.each([
    ['a declared text field', clientStatuses, undefined, 'clientStatusName'],
    ['a lookup, from its row', teachers, { teacherId: 3, teacherName: 'Иванова' }, 'teacherName'],
    ['a lookup without rows', teachers, undefined, undefined],
  ] as const)('%s', (_case, declaration, sample, expected) => {
    expect(labelFieldOf(declaration, sample)).toBe(expected);
  });

  it('names a row', () => {
    expect(rowLabel(teachers, { teacherId: 3, teacherName: 'Иванова' })).toBe('Иванова');
    expect(rowLabel(teachers, { teacherId: 3 })).toBe('3');
  });
});

describe('storageKeyOf', () => {
  it('uses the declared key or the name', () => {
    expect(storageKeyOf(clientStatuses)).toBe('client-statuses');
    expect(storageKeyOf(teachers)).toBe('teachers');
  });
});
