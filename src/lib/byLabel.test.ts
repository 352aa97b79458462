import { describe, expect, it } from 'vitest';
import { sortedByLabel } from './byLabel';

describe('sortedByLabel', () => {
  it('puts choices in Russian alphabetical order, Ё beside Е, and leaves the list it was given alone', () => {
    const options = [{ label: 'Физика 10А' }, { label: 'Ёлочка' }, { label: 'Информатика 7А' }, { label: 'английский' }, { label: 'Жук' }];
    expect(sortedByLabel(options).map((option) => option.label)).toEqual(['английский', 'Ёлочка', 'Жук', 'Информатика 7А', 'Физика 10А']);
    expect(options[0].label).toBe('Физика 10А');
  });
});
