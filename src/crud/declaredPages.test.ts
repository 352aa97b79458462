import { describe, expect, it } from 'vitest';
import { resources } from '../../resources';
import { defineResource } from '../../resources/define';
import { staff } from '../../resources/staff';
import { menuSections } from '../layout/menuSections';
import { accessOf } from '../routes/testing-pages';
import { declaredPage, settingsPage } from './declaredPages';

// The staff table (money.md §2) is a declaration and nothing else: resources/staff.ts.
const expenseTypes = defineResource<{ expenseTypeId: number; expenseTypeName: string }>({
  name: 'expense-types',
  subject: 'Management',
  label: { one: 'Тип расхода', many: 'Типы расходов' },
  menu: { parent: 'settings' },
  idField: 'expenseTypeId',
  api: { list: 'expense-types-info' },
  fields: {},
});

describe('pages from declarations', () => {
  it('gives a declaration with a page its route, guard, menu entry and home button', async () => {
    const page = declaredPage(staff)!;
    expect(page).toMatchObject({ path: '/staff', title: 'Сотрудники', subject: 'Staff', action: 'manage', homeGroup: 'finance' });
    expect(menuSections([page], accessOf('ADMIN'), true)).toEqual([{ title: 'Сотрудники', pages: [page] }]);
    expect(menuSections([page], accessOf('TEACHER'), true)).toEqual([]);
    const module = await page.load();
    expect(typeof module.default).toBe('function');
  }, 20_000); // the import of the list page and antd's table is slow on a busy machine

  it('leaves a hidden declaration out of the menu but keeps its route', () => {
    const page = declaredPage({ ...staff, menu: { ...staff.menu, hidden: true } })!;
    expect(page.path).toBe('/staff');
    expect(page.menuSection).toBeUndefined();
  });

  it('makes a declaration under the settings parent a tab of the settings page', () => {
    const page = settingsPage([...resources, expenseTypes])!;
    expect(page.resources).toContain('expense-types');
    expect(page.resources?.[0]).toBe('client-statuses');
    expect(page.to).toBe('/settings/client-statuses');
  });

  it('has no page for a declaration without one', () => {
    expect(declaredPage(expenseTypes)).toBeUndefined();
  });
});
