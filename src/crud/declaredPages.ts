import { createElement, type ComponentType } from 'react';
import { resources } from '../../resources';
import type { AnyResource } from '../../resources/define';
import { isIconName, type IconName } from '../layout/icons';
import type { PageEntry } from '../routes/pages';
import { isFullMenuSection, isHomeGroup, isShortMenuSection } from '../routes/menuPlaces';
import { SETTINGS_TITLE, settingsTabDeclarations, settingsTabPath } from './settingsTabs';

const iconOf = (name: string | undefined, fallback: IconName): IconName => (name && isIconName(name) ? name : fallback);

const listPageOf = (declaration: AnyResource) => async (): Promise<{ default: ComponentType }> => {
  const { ResourceListPage } = await import('./ResourceListPage');
  return { default: () => createElement(ResourceListPage, { declaration }) };
};

// A declaration with a `page` gets its route, menu entry, home button and palette entry from it alone.
export const declaredPage = (declaration: AnyResource): PageEntry | undefined => {
  const { page, menu } = declaration;
  if (!page) return undefined;
  const section = menu?.hidden ? undefined : menu?.parent;
  return {
    path: page.path,
    title: page.title,
    subject: declaration.subject,
    action: page.action,
    resources: [declaration.name],
    menuSection: section && isFullMenuSection(section) ? section : undefined,
    shortMenuSection: !menu?.hidden && page.shortMenuSection && isShortMenuSection(page.shortMenuSection) ? page.shortMenuSection : undefined,
    homeGroup: page.homeGroup && isHomeGroup(page.homeGroup) ? page.homeGroup : undefined,
    icon: iconOf(menu?.icon, 'settings'),
    load: listPageOf(declaration),
  };
};

// core.md §2.14: one page for every declaration whose menu parent is 'settings', a tab each.
export const settingsPage = (all: AnyResource[] = resources): PageEntry | undefined => {
  const tabs = settingsTabDeclarations(all);
  if (tabs.length === 0) return undefined;
  return {
    path: '/settings/:tab',
    to: settingsTabPath(tabs[0].name),
    title: SETTINGS_TITLE,
    subject: 'Reference',
    action: 'manage', // the page edits the lists; reading them alone is every screen's business
    resources: tabs.map(({ name }) => name),
    menuSection: 'Разное',
    homeGroup: 'crm',
    icon: 'settings',
    load: () => import('./SettingsTabsPage'),
  };
};

export const declaredPages = (all: AnyResource[] = resources): PageEntry[] =>
  all.flatMap((declaration) => declaredPage(declaration) ?? []);
