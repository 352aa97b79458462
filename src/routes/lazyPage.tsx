import type { RouteObject } from 'react-router';
import { PageTitle } from './PageTitle';
import { preloadablePage } from './preloadablePage';
import type { PageEntry } from './pages';
import { RouteGuard } from './RouteGuard';

// Every page is its own chunk, loaded when its route is first opened (notes/performance.md).
export const pageRoute = (page: PageEntry): RouteObject => {
  const Page = preloadablePage(page.load);
  return {
    path: page.path,
    element: (
      <RouteGuard action={page.action} subject={page.subject}>
        <PageTitle title={page.title} />
        <Page />
      </RouteGuard>
    ),
  };
};
