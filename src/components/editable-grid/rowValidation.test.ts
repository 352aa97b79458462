import { describe, expect, it } from 'vitest';
import { clientStatuses, studentCities } from '../../../resources/reference-lists';
import { gridFields, type GridField } from './gridFields';
import { cellRule, fieldError, normaliseValues } from './rowValidation';

const cityFields = gridFields(studentCities);
const [cityName] = cityFields;
const statusField = (key: string) => gridFields(clientStatuses).find((gridField) => gridField.key === key) as GridField;
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

describe('fieldError', () => {
  it.each([
    ['an empty name', '', 'new', 'Название города не может быть пустым'],
    ['blanks only', '   ', 'new', 'Название города не может быть пустым'],
    ['no name at all', undefined, 'new', 'Название города не может быть пустым'],
    ['a duplicate in another case', 'москва', 'new', 'Этот город уже существует'],
    ['the row keeping its own name', 'Москва', 1, undefined],
    ['a new name', 'Химки', 'new', undefined],
  ])('%s', (_case, value, ownId, expected) => {
    expect(fieldError(cityName, value, againstCities(ownId))).toBe(expected);
  });

  it('checks a colour with its rule', () => {
    const others = { rows: [], idField: 'clientStatusId', ownId: 'new' };
    expect(fieldError(statusField('clientStatusColor'), 'red', others)).toBe('Цвет должен быть в формате #RRGGBB');
    expect(fieldError(statusField('clientStatusColor'), '#4bdf1a', others)).toBeUndefined();
  });
});

describe('cellRule', () => {
  const validate = (value: unknown) => {
    const rule = cellRule(cityName, () => againstCities('new'));
    if (typeof rule === 'function' || !rule.validator) throw new Error('a validator rule was expected');
    return rule.validator({}, value, () => undefined);
  };

  it("refuses with the field's message, read against the rows of the moment", async () => {
    await expect(validate('москва')).rejects.toThrow('Этот город уже существует');
    await expect(validate('')).rejects.toThrow('Название города не может быть пустым');
  });

  it('accepts a valid value', async () => {
    await expect(validate('Химки')).resolves.toBeUndefined();
  });
});
