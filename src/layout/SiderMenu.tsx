import { useDeferredValue, useMemo } from 'react';
import { Menu, type MenuProps } from 'antd';
import { Link, matchPath, useLocation } from 'react-router';
import { hasFullMenu } from '../../resources/abilities';
import { useSession } from '../auth/useSession';
import { pageLink, pages } from '../routes/pages';
import { allowNothing, usePageAccess } from '../routes/usePageAccess';
import { icons } from './icons';
import { menuSections } from './menuSections';

const HOME_KEY = '/home';

const NO_SECTIONS: ReturnType<typeof menuSections> = [];

// The side drawer's menu (core.md §2.4): full for OWNER/ADMIN, reduced for everyone else, built from the
// page registry and showing only what the user may open.
// Collapsed to its icons, each entry names itself in a tooltip. Open, antd would still wrap each of the ~40 entries
// in a closed tooltip that sets its own state once mounted, a render of them all before the first screen's paint
// (issue 21): `_internalDisableMenuItemTitleTooltip`, antd's own switch for menus that show their titles, leaves
// them out.
export const SiderMenu = ({ collapsed, onNavigate }: { collapsed: boolean; onNavigate: () => void }) => {
  const { role } = useSession();
  const canOpen = usePageAccess(pages) ?? allowNothing;
  const { pathname } = useLocation();
  const allSections = useMemo(() => menuSections(pages, canOpen, hasFullMenu(role)), [canOpen, role]);
  // The sections come a render after the first paint (issue 21): each is a sub-menu that antd wraps in a closed
  // popup trigger, five state updates once mounted, a second render of the menu before the first screen showed.
  const sections = useDeferredValue(allSections, NO_SECTIONS);

  const current = pages.find((page) => matchPath(page.path, pathname));
  const selectedKey = current?.path ?? (pathname === HOME_KEY ? HOME_KEY : undefined);
  const openSection = sections.find((section) => current && section.pages.includes(current))?.title;

  const items: MenuProps['items'] = [
    { key: HOME_KEY, icon: icons.home, label: <Link to={HOME_KEY}>Главная</Link> },
    ...sections.map((section) => ({
      key: section.title,
      label: section.title,
      children: section.pages.map((page) => ({
        key: page.path,
        icon: icons[page.icon],
        label: <Link to={pageLink(page)}>{page.title}</Link>,
      })),
    })),
  ];

  return (
    <Menu
      // mounted again with the sections, so that it opens the current one (defaultOpenKeys counts at mount)
      key={sections === NO_SECTIONS ? 'home only' : 'sections'}
      mode="inline"
      items={items}
      selectedKeys={selectedKey ? [selectedKey] : []}
      defaultOpenKeys={openSection ? [openSection] : []}
      onClick={onNavigate}
      _internalDisableMenuItemTitleTooltip={!collapsed}
      style={{ flex: 1, overflowY: 'auto', border: 'none' }}
    />
  );
};
