import type { ComponentType } from 'react';
import type { Action, Subject } from '../../resources/abilities';
import { declaredPages, settingsPage } from '../crud/declaredPages';
import type { IconName } from '../layout/icons';
import type { FullMenuSection, HomeGroup, ShortMenuSection } from './menuPlaces';
import { groupsPages } from '../pages/groups/groupsPages';
import { clientsPages } from '../pages/clients/clientsPages';
import { studentsPages } from '../pages/students/studentsPages';
import { paymentsPages } from '../pages/payments/paymentsPages';
import { debtorsPages } from '../pages/debtors/debtorsPages';
import { cycleReportsPages } from '../pages/cycle-reports/cycleReportsPages';
import { cashDeskPages } from '../pages/cash-desk/cashDeskPages';
import { expensesPages } from '../pages/expenses/expensesPages';
import { reportsPages } from '../pages/reports/reportsPages';
import { teacherPayoutsPages } from '../pages/teacher-payouts/teacherPayoutsPages';
import { statisticsPages } from '../pages/statistics/statisticsPages';
import { tasksPages } from '../pages/tasks/tasksPages';
import { schedulePages } from '../pages/schedule/schedulePages';
import { formationPages } from '../pages/formation/formationPages';
import { groupPagePages } from '../pages/group-page/groupPagePages';
import { gradebookPages } from '../pages/gradebook/gradebookPages';
import { mailingPages } from '../pages/mailing/mailingPages';
import { errorTablesPages } from '../pages/error-tables/errorTablesPages';
import { integrityPages } from '../pages/integrity/integrityPages';
import { crmImportPages } from '../pages/crm-import/crmImportPages';
import { botMessagesPages } from '../pages/bot-messages/botMessagesPages';

export * from './menuPlaces';

export type PageEntry = {
  path: string; // the route pattern
  to?: string; // where menus link to when the path has parameters
  title: string;
  subject: Subject;
  action?: Action; // 'read' unless said otherwise
  resources?: string[]; // the declarations (resources/index.ts) this screen lists or edits
  // the whole reference lists its first screen reads besides its list (the names its cells show): their GETs
  // leave with the list's as soon as the token exists (src/routes/preloadData.ts)
  references?: string[];
  // the page size of a list the screen reads a page at a time by its own hook, where its declaration has no page of
  // its own (the groups' cards): the boot asks for that first page, not for the whole list
  listPageSize?: number;
  menuSection?: FullMenuSection;
  shortMenuSection?: ShortMenuSection;
  homeGroup?: HomeGroup;
  icon: IconName;
  load: () => Promise<{ default: ComponentType }>;
};

// The one list of screens: the router, the side menu, the home buttons, the navigation page and the
// command palette are all built from it. A declaration with a `page` brings its own entry (src/crud); a
// screen of its own adds one entry to its area's list.
export const pages: PageEntry[] = [
  ...[settingsPage()].flatMap((page) => page ?? []),
  ...groupsPages,
  ...clientsPages,
  ...studentsPages,
  ...paymentsPages,
  ...cycleReportsPages,
  ...debtorsPages,
  ...cashDeskPages,
  ...expensesPages,
  ...reportsPages,
  ...teacherPayoutsPages,
  ...statisticsPages,
  ...tasksPages,
  ...schedulePages,
  ...formationPages,
  ...groupPagePages,
  ...gradebookPages,
  ...mailingPages,
  ...errorTablesPages,
  ...integrityPages,
  ...crmImportPages,
  ...botMessagesPages,
  ...declaredPages(),
];

export const pageLink = (page: PageEntry) => page.to ?? page.path;

// A page whose path has parameters and no `to` (a student's card) is opened from its list, not from the
// navigation page or the palette.
export const isLinkable = (page: PageEntry) => page.to !== undefined || !page.path.includes('/:');

// Whether the user may open a page: the access provider's answer (src/routes/usePageAccess.ts).
export type PageAccess = (page: PageEntry) => boolean;
