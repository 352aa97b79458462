import { matchRoutes } from 'react-router';
import { targetOf } from '../../providers/keycloak';
import { pages } from './pages';
import { loadPage } from './preloadablePage';
import { loadHomePage, loadNavigationPage } from './systemPages';

const framePages = [
  { path: '/home', load: loadHomePage },
  { path: '/navigation-page', load: loadNavigationPage },
];

// Loads the page being opened, as soon as the shell has run, instead of when the router renders it (issue 7, item 3):
// React.lazy later gets the same module from the browser's module map. Its files are mostly there already: the boot
// preloads them by the address (src/bootPageFiles.ts); a page the build's data does not name (a declared list, the
// home page) downloads here. Settles once the page is there (or could not be loaded: a failed chunk is reported when
// the route renders it).
export const preloadPage = async (pathname: string) => {
  const target = targetOf(pathname).split('?')[0];
  // ranked as the router ranks them: '/students/table' before '/students/:studentId'
  const [match] = matchRoutes([...framePages, ...pages].map((page) => ({ path: page.path, page })), target) ?? [];
  if (match) await loadPage(match.route.page.load).catch(() => undefined);
};
