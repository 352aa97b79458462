import type { ComponentType } from 'react';
import type { Action, AppAbility, Subject } from '../../resources/abilities';
import { settingsTabs } from '../../resources/reference-lists';
import type { IconName } from '../layout/icons';
import { groupsPages } from '../pages/groups/groupsPages';
import { clientsPages } from '../pages/clients/clientsPages';
import { studentsPages } from '../pages/students/studentsPages';

// core.md §2.4: the full menu (OWNER, ADMIN) and the reduced one (everyone else), in the spec's order.
export const fullMenuSections = [
  'Сервис',
  'Менеджер',
  'Расписание',
  'Отчеты',
  'Заявки',
  'Сотрудники',
  'Ученики',
  'Внести оплату',
  'Платежи',
  'Архив',
  'Разное',
] as const;
export const shortMenuSections = ['Расписание', 'Отчеты', 'Ученики', 'Оценки'] as const;

export type FullMenuSection = (typeof fullMenuSections)[number];
export type ShortMenuSection = (typeof shortMenuSections)[number];

// core.md §2.3: the groups of big buttons on /home.
export const homeGroups = [
  { key: 'finance', title: 'Финансы и персонал' },
  { key: 'learning', title: 'Учебный центр' },
  { key: 'sales', title: 'Продажи' },
  { key: 'crm', title: 'CRM и бот' },
] as const;

export type HomeGroup = (typeof homeGroups)[number]['key'];

export type PageEntry = {
  path: string; // the route pattern
  to?: string; // where menus link to when the path has parameters
  title: string;
  subject: Subject;
  action?: Action; // 'read' unless said otherwise
  menuSection?: FullMenuSection;
  shortMenuSection?: ShortMenuSection;
  homeGroup?: HomeGroup;
  icon: IconName;
  load: () => Promise<{ default: ComponentType }>;
};

// The one list of screens: the router, the side menu, the home buttons, the navigation page and the
// command palette are all built from it. A new screen adds one entry here.
export const pages: PageEntry[] = [
  {
    path: '/settings/:tab',
    to: `/settings/${settingsTabs[0].name}`,
    title: 'Справочники',
    subject: 'Reference',
    action: 'manage', // the page edits the lists; reading them alone is every screen's business
    menuSection: 'Разное',
    homeGroup: 'crm',
    icon: 'settings',
    load: () => import('../pages/settings/SettingsPage'),
  },
  ...groupsPages,
  ...clientsPages,
  ...studentsPages,
];

export const pageLink = (page: PageEntry) => page.to ?? page.path;

// A page whose path has parameters and no `to` (a student's card) is opened from its list, not from the
// navigation page or the palette.
export const isLinkable = (page: PageEntry) => page.to !== undefined || !page.path.includes('/:');

export const canOpen = (ability: AppAbility, page: PageEntry) => ability.can(page.action ?? 'read', page.subject);

export const openablePages = (ability: AppAbility) => pages.filter((page) => canOpen(ability, page));
