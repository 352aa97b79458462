import { describe, expect, it } from 'vitest';
import { menuSections } from '../src/layout/menuSections';
import { pages, type PageEntry } from '../src/routes/pages';
import { accessOf } from '../src/routes/testing-pages';
import { isIconName } from '../src/layout/icons';
import { declaredSubjects, type CoreSubject } from './abilities';
import type { AnyResource, ToastKey } from './define';
import { resources } from './index';
import { parents } from './parents';

// Every subject of core.md §6 in abilities.ts: the compiler refuses this object if one is missing or unknown.
const knownSubjects = {
  all: true,
  Service: true,
  Schedule: true,
  TeacherSheet: true,
  GradeBook: true,
  Grade: true,
  Staff: true,
  Management: true,
  TeacherSubject: true,
  Task: true,
  Student: true,
  Request: true,
  Archive: true,
  Payment: true,
  PaymentStats: true,
  Report: true,
  Reference: true,
  Sessions: true,
  Backup: true,
} satisfies Record<CoreSubject, true>;

// The spec quotes these in English or as a product name, letter for letter (core.md §8: 'Error loading parents').
const quotedAsIs = new Set(['Error loading parents', 'Telegram']);
// the toasts a declaration needs are those of the writes it offers
const toastKeysOf = (declaration: AnyResource): ToastKey[] => [
  ...(declaration.api.create ? (['created', 'createFailed'] as const) : []),
  ...(declaration.api.update ? (['updated', 'updateFailed'] as const) : []),
  ...(declaration.api.remove ? (['deleted', 'deleteFailed'] as const) : []),
];

// '№' alone heads a number column in Russian (the payments list's first column)
const isRussian = (text: unknown) => typeof text === 'string' && (/[А-Яа-яЁё№]/.test(text) || quotedAsIs.has(text.trim()));

const writes = (declaration: AnyResource) => Boolean(declaration.api.create || declaration.api.update || declaration.api.remove);

const pageOf = (declaration: AnyResource, registry: PageEntry[]) =>
  registry.find((page) => page.resources?.includes(declaration.name));

const ownerMenu = (registry: PageEntry[]) =>
  menuSections(registry, accessOf('OWNER'), true).flatMap((section) => section.pages);

// What a declaration lacks to be a resource of the app: an empty list when nothing.
export const declarationProblems = (
  declaration: AnyResource,
  registry: PageEntry[] = pages,
  all: readonly AnyResource[] = resources,
): string[] => {
  const problems: string[] = [];
  const page = pageOf(declaration, registry);
  // read-only lookups (years, teachers, formats...) are read by other screens and need no page
  const needsPage = writes(declaration) || declaration.page !== undefined || !declaration.menu?.hidden;
  if (needsPage && !page) problems.push('нет страницы');
  if (declaration.page && page?.path !== declaration.page.path) problems.push('маршрут страницы не совпадает с объявлением');
  if (page && !declaration.menu?.hidden && !ownerMenu(registry).includes(page)) problems.push('нет пункта меню');
  if (declaration.menu?.icon !== undefined && !isIconName(declaration.menu.icon)) problems.push('неизвестная иконка');
  const isCore = Object.hasOwn(knownSubjects, declaration.subject);
  const adders = declaredSubjects(all).filter(({ subject }) => subject === declaration.subject).length;
  if (declaration.access && isCore) problems.push('субъект прав из abilities.ts объявлен заново');
  if (adders > 1) problems.push('субъект прав объявлен дважды');
  if (!isCore && adders === 0) problems.push('субъект прав не из abilities.ts и не объявлен');
  if (declaration.page && page?.subject !== declaration.subject) problems.push('страницу охраняет другой субъект');
  const texts: [string, unknown][] = [
    ['label.one', declaration.label.one],
    ['label.many', declaration.label.many],
    ...(declaration.page ? ([['page.title', declaration.page.title]] as [string, unknown][]) : []),
    ...(declaration.page?.loadFailed ? ([['page.loadFailed', declaration.page.loadFailed]] as [string, unknown][]) : []),
    ...Object.entries(declaration.fields).map(([key, field]): [string, unknown] => [`fields.${key}.label`, field?.label]),
    ...toastKeysOf(declaration).map((key): [string, unknown] => [`toasts.${key}`, declaration.toasts?.[key]]),
  ];
  for (const [where, text] of texts) if (!isRussian(text)) problems.push(`текст не по-русски: ${where}`);
  return problems;
};

describe('resource declarations', () => {
  it.each(resources.map((declaration) => [declaration.name, declaration] as const))(
    '%s has its page and route, menu entry, permission subject and Russian texts',
    (_name, declaration) => {
      expect(declarationProblems(declaration)).toEqual([]);
    },
  );

  it('names each resource once', () => {
    const names = resources.map(({ name }) => name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('finds what a declaration lacks', () => {
    const withoutPage = { ...parents, page: undefined };
    expect(declarationProblems(withoutPage, pages.filter((page) => !page.resources?.includes('parents')))).toContain(
      'нет страницы',
    );
    const hiddenFromMenu = pages.map((page) => (page.resources?.includes('parents') ? { ...page, menuSection: undefined } : page));
    expect(declarationProblems(parents, hiddenFromMenu)).toContain('нет пункта меню');
    expect(declarationProblems({ ...parents, subject: 'Parents' })).toContain('субъект прав не из abilities.ts и не объявлен');
    const ownSubject = { ...parents, subject: 'Parents', access: { TEACHER: ['read'] as const } };
    expect(declarationProblems(ownSubject, pages, [...resources, ownSubject])).not.toContain(
      'субъект прав не из abilities.ts и не объявлен',
    );
    expect(declarationProblems(ownSubject, pages, [...resources, ownSubject, ownSubject])).toContain('субъект прав объявлен дважды');
    expect(declarationProblems({ ...parents, access: {} })).toContain('субъект прав из abilities.ts объявлен заново');
    expect(declarationProblems({ ...parents, label: { one: 'Parent', many: 'Родители' } })).toContain(
      'текст не по-русски: label.one',
    );
    expect(declarationProblems({ ...parents, toasts: { ...parents.toasts!, created: '' } })).toContain(
      'текст не по-русски: toasts.created',
    );
  });
});
