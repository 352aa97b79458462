import { fullMenuSections, shortMenuSections, type PageAccess, type PageEntry } from '../routes/pages';

export type MenuSection = { title: string; pages: PageEntry[] };

// core.md §2.4: a section shows only when the user may open at least one of its pages.
export const menuSections = (entries: PageEntry[], canOpen: PageAccess, fullMenu: boolean): MenuSection[] => {
  const titles: readonly string[] = fullMenu ? fullMenuSections : shortMenuSections;
  return titles
    .map((title) => ({
      title,
      pages: entries.filter(
        (page) => (fullMenu ? page.menuSection : page.shortMenuSection) === title && canOpen(page),
      ),
    }))
    .filter((section) => section.pages.length > 0);
};
