import { homeGroups, type PageAccess, type PageEntry } from '../../routes/pages';

export type HomeButtonGroup = { key: string; title: string; pages: PageEntry[] };

// core.md §2.3: a button for each registered screen the user may open; a group without buttons is not shown.
export const homeButtonGroups = (entries: PageEntry[], canOpen: PageAccess): HomeButtonGroup[] =>
  homeGroups
    .map((group) => ({
      key: group.key,
      title: group.title,
      pages: entries.filter((page) => page.homeGroup === group.key && canOpen(page)),
    }))
    .filter((group) => group.pages.length > 0);
