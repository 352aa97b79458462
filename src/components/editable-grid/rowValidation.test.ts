import { describe, expect, it } from 'vitest';
import { clientStatuses, studentCities } from '../../../resources/reference-lists';
import { gridFields } from './gridFields';
import { normaliseValues, validateValues } from './rowValidation';

const cityFields = gridFields(studentCities);
const statusFields = gridFields(clientStatuses);
const cities = [
  { studentCityId: 1, studentCityName: 'Москва' },
  { studentCityId: 2, studentCityName: 'Одинцово' },
];
const againstCities = (ownId: unknown) => ({ rows: cities, idField: 'studentCityId', ownId });

describe('normaliseValues', () => {
  it('capitalises names and leaves other fields', () => {
    expect(normaliseValues({ studentCityName: '  зеленоград ', other: 'x' }, cityFields)).toEqual({
      studentCityName: 'Зеленоград',
      other: 'x',
    });
  });
});

describe('validateValues', () => {
  it.each([
    ['an empty name', { studentCityName: '' }, 'new', { studentCityName: 'Название города не может быть пустым' }],
    ['blanks only', { studentCityName: '   ' }, 'new', { studentCityName: 'Название города не может быть пустым' }],
    ['no name at all', {}, 'new', { studentCityName: 'Название города не может быть пустым' }],
    ['a duplicate in another case', { studentCityName: 'москва' }, 'new', { studentCityName: 'Этот город уже существует' }],
    ['the row keeping its own name', { studentCityName: 'Москва' }, 1, {}],
    ['a new name', { studentCityName: 'Химки' }, 'new', {}],
  ])('%s', (_case, values, ownId, expected) => {
    expect(validateValues(values, cityFields, againstCities(ownId))).toEqual(expected);
  });

  it('checks a colour with its rule', () => {
    const others = { rows: [], idField: 'clientStatusId', ownId: 'new' };
    expect(validateValues({ clientStatusName: 'Новый', clientStatusColor: 'red' }, statusFields, others)).toEqual({
      clientStatusColor: 'Цвет должен быть в формате #RRGGBB',
    });
    expect(validateValues({ clientStatusName: 'Новый', clientStatusColor: '#4bdf1a' }, statusFields, others)).toEqual({});
  });
});
