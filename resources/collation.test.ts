import { describe, expect, it } from 'vitest';
import { russianCollation } from './collation';

describe('russianCollation', () => {
  it('sorts Russian names alphabetically, ё with е, numbers by value', () => {
    const collation = russianCollation({ numeric: true, sensitivity: 'base' });
    expect(['Яковлев', 'Ёлкин', 'Абрамов', 'Егоров'].sort(collation.compare)).toEqual(['Абрамов', 'Егоров', 'Ёлкин', 'Яковлев']);
    expect(['10 класс', '2 класс', '1 класс'].sort(collation.compare)).toEqual(['1 класс', '2 класс', '10 класс']);
  });

  it('keeps the sensitivity asked for', () => {
    expect(russianCollation({ sensitivity: 'base' }).compare('иванов', 'Иванов')).toBe(0);
    expect(russianCollation({ sensitivity: 'variant' }).compare('иванов', 'Иванов')).not.toBe(0);
  });
});
