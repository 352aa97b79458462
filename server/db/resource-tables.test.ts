import { describe, expect, it } from 'vitest';
import type { AnyResource } from '../../resources/define';
import { expenseTypes } from '../../resources/expenses';
import { teachers } from '../../resources/lookups';
import { genericResources } from '../routes/resource-routes';
import { tableMappingOf } from './resource-tables';
import * as tables from './schema/index';

// Issue 7: a resource without routes of its own is served from its declaration, on the table and columns
// found by convention.
describe('tableMappingOf', () => {
  it("finds the table named after the resource and each column named after the field without the id's stem", () => {
    const mapping = tableMappingOf(expenseTypes);
    expect(mapping.table).toBe(tables.expenseTypes);
    expect(mapping.id).toBe(tables.expenseTypes.id);
    expect(mapping.columns).toEqual({ expenseTypeName: tables.expenseTypes.name });
  });

  it('takes the table and rows its declaration names', () => {
    const mapping = tableMappingOf(teachers);
    expect(mapping.table).toBe(tables.staff);
    expect(mapping.columns).toEqual({ teacherName: tables.staff.name });
    expect(mapping.where).toBeDefined();
  });

  it('says what is missing instead of serving a resource without its table or a column', () => {
    const base = { subject: 'Reference' as const, label: { one: 'Тест', many: 'Тесты' }, idField: 'thingId', api: { list: 'things-info' } };
    const things: AnyResource = { ...base, name: 'things', fields: {} };
    expect(() => tableMappingOf(things)).toThrow('no table `things`');
    const colouredTypes: AnyResource = {
      ...base,
      name: 'expense-types',
      idField: 'expenseTypeId',
      fields: { expenseTypeColour: { kind: 'colour', label: 'Цвет', rule: expenseTypes.fields.expenseTypeName!.rule } },
    };
    expect(() => tableMappingOf(colouredTypes)).toThrow('no column for expenseTypeColour');
  });

  it('maps every generic resource of the app', () => {
    expect(genericResources().map((declaration) => declaration.name)).toContain('expense-types');
    for (const declaration of genericResources()) expect(() => tableMappingOf(declaration)).not.toThrow();
  });
});
