import type { GetListParams } from '@refinedev/core';
import { QueryClient, type Query } from '@tanstack/react-query';
import { answerAccess } from './access';
import { retryQuery, takeEarlyList } from './data';
import { EARLY_ANSWER_KEEP_MS } from './http';
import { currentIdentity } from './keycloak';

type AccessQuestion = Parameters<typeof answerAccess>[1];

// Refine's key of a useCan query: ['access', resource, action, { params, enabled }] (its keys().access()).
const accessQuestionOf = (query: Query): AccessQuestion | undefined => {
  const [kind, resource, action, options] = query.queryKey as [unknown, unknown, unknown, { params?: AccessQuestion['params'] }?];
  if (kind !== 'access' || typeof action !== 'string') return undefined;
  return { resource: typeof resource === 'string' ? resource : undefined, action, params: options?.params };
};

// A useCan answers on its first render (issue 21 item 3). Rights are CASL rules on the signed-in user's
// roles, known at once, yet a query's first answer comes a render later: each page's guard, its grid's buttons
// and its hidden columns rendered everything twice. A rights query gets the access provider's answer
// (answerAccess, the same rules as its can) as it is created. The answer holds for the session (a new sign-in
// loads the page again), so it is not asked again on mount: that fetch re-rendered each grid once more before its
// first paint. Before the sign-in nothing is answered, and the query asks the provider as usual.
export const answerRightsAtOnce = (client: QueryClient, roles: () => readonly string[] | undefined) => {
  const answered = new WeakSet<Query>();
  client.setQueryDefaults(['access'], { staleTime: (query) => (answered.has(query) ? Infinity : 0) });
  client.getQueryCache().subscribe((event) => {
    if (event.type !== 'added') return;
    const question = accessQuestionOf(event.query);
    const signedInRoles = question && roles();
    if (!question || !signedInRoles) return;
    client.setQueryData(event.query.queryKey, answerAccess(signedInRoles, question));
    answered.add(event.query);
  });
  return client;
};

// Refine's key of a useList query: ['data', provider, resource, 'list', { ...meta, filters, pagination, sorters }],
// pagination only when the server pages; its getList is the same call without the paging (a whole list). A key
// of that shape without the filters is another query's placed under the list's (the groups' filter choices).
const listParamsOf = (query: Query): GetListParams | undefined => {
  const [kind, , resource, action, params] = query.queryKey as [unknown, unknown, unknown, unknown, Partial<GetListParams>?];
  if (kind !== 'data' || action !== 'list' || typeof resource !== 'string' || !Array.isArray(params?.filters)) return undefined;
  const { pagination, sorters, filters } = params;
  return { resource, pagination: pagination ?? { mode: 'off' }, sorters, filters, meta: params };
};

type TakeEarlyList = (params: GetListParams) => ReturnType<typeof takeEarlyList>;

// A page's first lists answer on its first render (issue 21 item 3). The boot has asked for them as soon as the
// token existed (src/routes/preloadData.ts); a list query created once such an answer has come starts with it,
// as fresh as it is, instead of rendering an empty table first and the rows a render later. One that comes
// before the answer fetches as usual, and its GET takes the same early answer (providers/http.ts).
export const answerFirstListsAtOnce = (client: QueryClient, take: TakeEarlyList = takeEarlyList) => {
  const answered = new WeakSet<Query>();
  client.setQueryDefaults(['data'], { staleTime: (query) => (answered.has(query) ? EARLY_ANSWER_KEEP_MS : 0) });
  client.getQueryCache().subscribe((event) => {
    if (event.type !== 'added') return;
    const params = listParamsOf(event.query);
    const early = params && safely(() => take(params));
    if (!early) return;
    client.setQueryData(event.query.queryKey, early.answer, { updatedAt: early.receivedAt });
    answered.add(event.query);
  });
  return client;
};

// a list the provider cannot name (an undeclared resource) is its own query's error to report
const safely = <T,>(read: () => T): T | undefined => {
  try {
    return read();
  } catch {
    return undefined;
  }
};

// The app's one query client, given to Refine (src/App.tsx).
export const createQueryClient = (
  roles: () => readonly string[] | undefined = () => currentIdentity()?.roles,
  take: TakeEarlyList = takeEarlyList,
) => answerFirstListsAtOnce(answerRightsAtOnce(new QueryClient({ defaultOptions: { queries: { retry: retryQuery } } }), roles), take);
