import { parseTableParams, type GetListParams } from '@refinedev/core';
import { matchRoutes } from 'react-router';
import { findResource, type AnyResource } from '../../resources';
import { accessControlProvider } from '../../providers/access';
import { startEarlyList } from '../../providers/data';
import { DEFAULT_PAGE_SIZE, pagingOf } from '../crud/paging';
import { pages, type PageEntry } from './pages';
import { targetOf } from './preloadPage';

type Address = { pathname: string; search: string };

// The address a fresh load shows: the one opened, or after the sign-in's return to '/' the one asked for before.
const targetAddress = ({ pathname, search }: Address): Address => {
  if (pathname !== '/') return { pathname, search };
  const target = targetOf(pathname);
  const queryAt = target.indexOf('?');
  return queryAt < 0 ? { pathname: target, search: '' } : { pathname: target.slice(0, queryAt), search: target.slice(queryAt) };
};

// The getList the page's useTable makes on its first render (src/crud/useListTable.ts): a paged list reads
// its page, size, sorters and filters from the address as Refine's syncWithLocation does; a whole list asks
// for everything, its view being the browser's.
export const firstListParams = (declaration: AnyResource, search: string): GetListParams => {
  const meta = { declaration };
  if (pagingOf(declaration) !== 'server') return { resource: declaration.name, pagination: { mode: 'off' }, meta };
  const { parsedCurrentPage, parsedPageSize, parsedSorter, parsedFilters } = parseTableParams(search || '?');
  return {
    resource: declaration.name,
    pagination: {
      currentPage: parsedCurrentPage || 1,
      pageSize: parsedPageSize || declaration.page?.pageSize || DEFAULT_PAGE_SIZE,
      mode: 'server',
    },
    sorters: parsedSorter,
    filters: parsedFilters,
    meta,
  };
};

// The page may be opened and its list read: the route's guard and the list's own right, both asked of the access
// provider, so that a refused user sends no request the page would not have sent.
const mayRead = async (page: PageEntry, declaration: AnyResource) => {
  const can = accessControlProvider.can;
  const [route, list] = await Promise.all([
    can({ action: page.action ?? 'read', params: { subject: page.subject } }),
    can({ resource: declaration.name, action: 'list', params: { resource: { name: declaration.name, meta: { declaration } } } }),
  ]);
  return route.can && list.can;
};

// Once the token exists, the opened list page's first GET leaves at once instead of after the page has
// rendered (issue 7 item 3); the page's own identical request takes its answer (providers/http.ts).
// `start` is the data provider's early list.
export const preloadPageData = async (address: Address, start: (params: GetListParams) => Promise<void> = startEarlyList) => {
  const { pathname, search } = targetAddress(address);
  const [match] = matchRoutes(pages.map((page) => ({ path: page.path, page })), pathname) ?? [];
  const page = match?.route.page;
  const declaration = page?.resources?.length === 1 ? findResource(page.resources[0]) : undefined;
  if (!page || !declaration || !(await mayRead(page, declaration))) return;
  await start(firstListParams(declaration, search));
};
