import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { resources } from '../../resources';
import { defineResource } from '../../resources/define';
import { menuSections } from '../layout/menuSections';
import { accessOf } from '../routes/testing-pages';
import { declaredPage, settingsPage } from './declaredPages';

// A resource as a later issue adds it: nothing but the declaration.
const staff = defineResource<{ staffId: number; staffName: string }>({
  name: 'staff',
  subject: 'Staff',
  label: { one: 'Сотрудник', many: 'Сотрудники' },
  menu: { parent: 'Сотрудники', icon: 'students' },
  page: { path: '/staff', title: 'Сотрудники', action: 'manage', homeGroup: 'finance' },
  idField: 'staffId',
  api: { list: 'staff-info' },
  fields: { staffName: { kind: 'text', label: 'Имя', rule: z.string() } },
});
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
  });

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
