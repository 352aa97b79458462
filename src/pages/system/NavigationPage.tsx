import type { ReactNode } from 'react';
import { Alert, Card, Flex } from 'antd';
import { Link, useLocation } from 'react-router';
import { icons } from '../../layout/icons';
import { isLinkable, pageLink, pages } from '../../routes/pages';
import { allowNothing, usePageAccess } from '../../routes/usePageAccess';
import { PageTitle } from '../../routes/PageTitle';
import type { NavigationPageState } from '../../routes/RouteGuard';

type Destination = { key: string; title: string; link: string; icon: ReactNode };

// Where a refused user lands (core.md §2.2): the reason, then every page they may open.
export default function NavigationPage() {
  const canOpen = usePageAccess(pages) ?? allowNothing;
  const state = useLocation().state as NavigationPageState | null;
  const destinations: Destination[] = [
    { key: '/home', title: 'Главная', link: '/home', icon: icons.home },
    ...pages
      .filter((page) => isLinkable(page) && canOpen(page))
      .map((page) => ({ key: page.path, title: page.title, link: pageLink(page), icon: icons[page.icon] })),
  ];
  return (
    <>
      <PageTitle title="Навигация" />
      {state?.error && <Alert type="error" showIcon message={state.error} style={{ marginBottom: 16 }} />}
      <Card title="Доступные страницы">
        <Flex vertical gap={12}>
          {destinations.map((destination) => (
            <Link key={destination.key} to={destination.link}>
              <Flex gap={8}>
                {destination.icon}
                {destination.title}
              </Flex>
            </Link>
          ))}
        </Flex>
      </Card>
    </>
  );
}
