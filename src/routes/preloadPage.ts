import { matchRoutes } from 'react-router';
import { targetOf } from '../../providers/keycloak';
import { pages } from './pages';
import { loadPage } from './preloadablePage';
import { loadHomePage, loadNavigationPage } from './systemPages';

const framePages = [
  { path: '/home', load: loadHomePage },
  { path: '/navigation-page', load: loadNavigationPage },
];

// Starts downloading the chunk of the page being opened at once, beside the sign-in, instead of after it
// (issue 7, item 3): React.lazy later gets the same module from the browser's module map. Settles once the page
// is there (or could not be loaded: a failed chunk is reported when the route renders it).
export const preloadPage = async (pathname: string) => {
  const target = targetOf(pathname).split('?')[0];
  // ranked as the router ranks them: '/students/table' before '/students/:studentId'
  const [match] = matchRoutes([...framePages, ...pages].map((page) => ({ path: page.path, page })), target) ?? [];
  if (match) await loadPage(match.route.page.load).catch(() => undefined);
};
