import { describe, expect, it } from 'vitest';
import { resources } from '../../../resources';
import { isIconName } from '../../layout/icons';
import { fillRowText } from './useDeclaredRowActions';

describe('fillRowText', () => {
  it("puts the row's values in place of the named fields", () => {
    expect(fillRowText('Вы уверены, что хотите разархивировать ученика "{studentName}"?', { studentName: 'Иванов Пётр' })).toBe(
      'Вы уверены, что хотите разархивировать ученика "Иванов Пётр"?',
    );
  });

  it('leaves a placeholder the row does not have, and shows an empty value as nothing', () => {
    expect(fillRowText('{a} и {b}', { a: null })).toBe(' и {b}');
  });
});

describe('declared row actions', () => {
  const declared = resources.flatMap((declaration) => (declaration.rowActions ?? []).map((action) => ({ declaration, action })));

  it('exist where the spec offers them: unarchiving applications and students, archiving staff; new registration codes; ending sessions', () => {
    expect(declared.map(({ declaration }) => declaration.name).sort()).toEqual([
      'clients-archive',
      'registration-codes',
      'registration-codes',
      'staff',
      'staff',
      'students-archive',
    ]);
  });

  it('offers ending a member’s sessions only with the owner’s right', () => {
    const endSessions = declared.find(({ action }) => action.label === 'Завершить все сеансы');
    expect(endSessions?.action.permission).toEqual({ action: 'manage', subject: 'Sessions' });
  });

  it.each(declared.map(({ declaration, action }) => [`${declaration.name}: ${action.label}`, declaration, action] as const))(
    '%s names a known icon, its row fields and a path with the row id',
    (_name, declaration, action) => {
      expect(isIconName(action.icon)).toBe(true);
      for (const [, key] of action.confirm.text.matchAll(/\{(\w+)\}/g)) expect(Object.keys(declaration.fields)).toContain(key);
      expect(action.call.path).toContain(':id');
    },
  );
});
