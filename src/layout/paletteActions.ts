import type { Action } from '@refinedev/kbar';
import { isLinkable, pageLink, type PageAccess, type PageEntry } from '../routes/pages';
import { icons } from './icons';

export const PAGES_SECTION = 'Страницы';
export const COMMANDS_SECTION = 'Команды';

type Commands = {
  go: (path: string) => void;
  toggleTheme: () => void;
  signOut: () => void;
};

// The palette's commands are data: one per page the user may open, plus the theme and sign-out.
export const paletteActions = (entries: PageEntry[], canOpen: PageAccess, commands: Commands): Action[] => [
  {
    id: 'page:/home',
    name: 'Главная',
    section: PAGES_SECTION,
    icon: icons.home,
    perform: () => commands.go('/home'),
  },
  ...entries
    .filter((page) => isLinkable(page) && canOpen(page))
    .map((page) => ({
      id: `page:${page.path}`,
      name: page.title,
      section: PAGES_SECTION,
      icon: icons[page.icon],
      keywords: [page.menuSection, page.shortMenuSection].filter(Boolean).join(' '),
      perform: () => commands.go(pageLink(page)),
    })),
  {
    id: 'command:theme',
    name: 'Переключить тему',
    section: COMMANDS_SECTION,
    keywords: 'тема тёмная светлая',
    perform: commands.toggleTheme,
  },
  { id: 'command:sign-out', name: 'Выйти', section: COMMANDS_SECTION, keywords: 'выход', perform: commands.signOut },
];
