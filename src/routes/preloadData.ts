import { parseTableParams, type GetListParams } from '@refinedev/core';
import { matchRoutes } from 'react-router';
import { findResource, type AnyResource } from '../../resources';
import { accessControlProvider } from '../../providers/access';
import { startEarlyList } from '../../providers/data';
import { targetOf } from '../../providers/keycloak';
import { DEFAULT_PAGE_SIZE, pagingOf } from '../crud/paging';
import { pages, type PageEntry } from './pages';

type Address = { pathname: string; search: string };

// The address a fresh load shows: the one opened, or after the sign-in's return to '/' the one asked for before.
const targetAddress = ({ pathname, search }: Address): Address => {
  if (pathname !== '/') return { pathname, search };
  const target = targetOf(pathname);
  const queryAt = target.indexOf('?');
  return queryAt < 0 ? { pathname: target, search: '' } : { pathname: target.slice(0, queryAt), search: target.slice(queryAt) };
};

// The getList the page's useTable makes on its first render (src/crud/useListTable.ts, or the page's own hook with
// `listPageSize`): a paged list reads its page, size, sorters and filters from the address as Refine's
// syncWithLocation does; a whole list asks for everything, its view being the browser's.
export const firstListParams = (declaration: AnyResource, search: string, listPageSize?: number): GetListParams => {
  const meta = { declaration };
  const paged = listPageSize !== undefined || pagingOf(declaration) === 'server';
  if (!paged) return { resource: declaration.name, pagination: { mode: 'off' }, meta };
  const { parsedCurrentPage, parsedPageSize, parsedSorter, parsedFilters } = parseTableParams(search || '?');
  return {
    resource: declaration.name,
    pagination: {
      currentPage: parsedCurrentPage || 1,
      pageSize: parsedPageSize || listPageSize || declaration.page?.pageSize || DEFAULT_PAGE_SIZE,
      mode: 'server',
    },
    sorters: parsedSorter,
    filters: parsedFilters,
    meta,
  };
};

// The page may be opened and the list read: the route's guard and the list's own right, both asked of the access
// provider, so that a refused user sends no request the page would not have sent.
const mayOpen = async (page: PageEntry) => {
  const { can } = await accessControlProvider.can({ action: page.action ?? 'read', params: { subject: page.subject } });
  return can;
};

const mayList = async (declaration: AnyResource) => {
  const { can } = await accessControlProvider.can({
    resource: declaration.name,
    action: 'list',
    params: { resource: { name: declaration.name, meta: { declaration } } },
  });
  return can;
};

// A reference list is read whole, as useReferenceOptions and the pages' useList ask for it.
const wholeListParams = (declaration: AnyResource): GetListParams => ({
  resource: declaration.name,
  pagination: { mode: 'off' },
  meta: { declaration },
});

const declared = (names: readonly string[] | undefined) =>
  (names ?? []).map((name) => findResource(name)).filter((declaration) => declaration !== undefined);

// Once the token exists, every GET the opened page's first screen sends leaves at once and in parallel, instead of
// after the page has rendered (issue 7 item 3, issue 21 item 2): its list, and the reference lists its cells name
// (PageEntry.references). The page's own identical requests take these answers (providers/http.ts).
// `start` is the data provider's early list.
export const preloadPageData = async (address: Address, start: (params: GetListParams) => Promise<void> = startEarlyList) => {
  const { pathname, search } = targetAddress(address);
  const [match] = matchRoutes(pages.map((page) => ({ path: page.path, page })), pathname) ?? [];
  const page = match?.route.page;
  if (!page || !(await mayOpen(page))) return;
  const lists = page.resources?.length === 1 ? declared(page.resources).map((declaration) => firstListParams(declaration, search, page.listPageSize)) : [];
  const references = declared(page.references).map(wholeListParams);
  await Promise.all(
    [...lists, ...references].map(async (params) => {
      if (await mayList(params.meta!.declaration as AnyResource)) await start(params);
    }),
  );
};
