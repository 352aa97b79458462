import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { answerRightsAtOnce, createQueryClient } from './queryClient';

// Refine's useCan key: ['access', resource, action, { params, enabled }]
const accessKey = (resource: string | undefined, action: string, params: Record<string, unknown> = {}) => [
  'access',
  resource,
  action,
  { params: { ...params, resource: undefined }, enabled: undefined },
];

// What a useQuery shows on its first render: the observer's optimistic result, before any fetch resolves.
const firstRender = (client: QueryClient, queryKey: unknown[], queryFn = vi.fn(async () => ({ can: false }))) => {
  const observer = new QueryObserver(client, { queryKey, queryFn });
  return { result: observer.getOptimisticResult(client.defaultQueryOptions({ queryKey, queryFn })), observer, queryFn };
};

describe('the query client answers rights at once', () => {
  it("gives a useCan the CASL answer for the signed-in user's roles on its first render", () => {
    const admin = createQueryClient(() => ['ADMIN']);
    expect(firstRender(admin, accessKey('students', 'edit')).result.data).toEqual({ can: true });
    expect(firstRender(admin, accessKey(undefined, 'manage', { subject: 'PaymentStats' })).result.data).toEqual({
      can: false,
      reason: 'Нет доступа',
    });
    const user = createQueryClient(() => ['USER']);
    expect(firstRender(user, accessKey(undefined, 'manage', { subject: 'all' })).result.data).toEqual({ can: false, reason: 'Нет доступа' });
    const teacher = createQueryClient(() => ['TEACHER']);
    expect(firstRender(teacher, accessKey('students', 'edit')).result.data).toEqual({ can: false, reason: 'Нет доступа' });
    expect(firstRender(teacher, accessKey(undefined, 'read', { subject: 'GradeBook' })).result.data).toEqual({ can: true });
  });

  it('refuses what the access provider refuses: unknown actions and resources', () => {
    const owner = createQueryClient(() => ['OWNER']);
    expect(firstRender(owner, accessKey('students', 'fly')).result.data).toEqual({ can: false, reason: 'Нет доступа' });
    expect(firstRender(owner, accessKey('not-registered', 'list')).result.data).toEqual({ can: false, reason: 'Нет доступа' });
  });

  it('does not ask again on mount: the answer holds for the session', () => {
    const { observer, queryFn, result } = firstRender(createQueryClient(() => ['ADMIN']), accessKey('students', 'edit'));
    expect(result.isStale).toBe(false);
    const unsubscribe = observer.subscribe(() => undefined);
    expect(queryFn).not.toHaveBeenCalled();
    unsubscribe();
  });

  it('answers nothing before the sign-in: the query asks the provider as usual', async () => {
    const { observer, queryFn, result } = firstRender(createQueryClient(() => undefined), accessKey('students', 'edit'));
    expect(result.data).toBeUndefined();
    const unsubscribe = observer.subscribe(() => undefined);
    await vi.waitFor(() => expect(queryFn).toHaveBeenCalledOnce());
    unsubscribe();
  });

  it('leaves every other query alone', () => {
    const client = answerRightsAtOnce(new QueryClient(), () => ['OWNER']);
    const { result } = firstRender(client, ['data', 'default', 'students', 'list', {}]);
    expect(result.data).toBeUndefined();
    expect(result.isStale).toBe(true);
  });
});

describe('the query client gives a first list its early answer', () => {
  // Refine's useList key: ['data', provider, resource, 'list', { ...meta, filters, pagination, sorters }]
  const pagedKey = ['data', 'default', 'students', 'list', { label: 'Ученики', filters: [], pagination: { currentPage: 1, pageSize: 25, mode: 'server' }, sorters: [] }];
  const wholeKey = ['data', 'default', 'exit-statuses', 'list', { label: 'Причины архивации', filters: [] }];
  const answer = { data: [{ studentId: 1 }], total: 274 };

  it('starts the query with the answer on its first render, fresh: no request of its own', () => {
    const take = vi.fn(() => ({ answer, receivedAt: Date.now() }));
    const { result, observer, queryFn } = firstRender(createQueryClient(() => ['ADMIN'], take), pagedKey);
    expect(result.data).toEqual(answer);
    expect(result.isStale).toBe(false);
    expect(take).toHaveBeenCalledWith(
      expect.objectContaining({ resource: 'students', pagination: { currentPage: 1, pageSize: 25, mode: 'server' }, filters: [], sorters: [] }),
    );
    const unsubscribe = observer.subscribe(() => undefined);
    expect(queryFn).not.toHaveBeenCalled();
    unsubscribe();
  });

  it('asks for a whole list (no paging in its key) as the provider reads it, unpaged', () => {
    const take = vi.fn(() => undefined);
    firstRender(createQueryClient(() => ['ADMIN'], take), wholeKey);
    expect(take).toHaveBeenCalledWith(expect.objectContaining({ resource: 'exit-statuses', pagination: { mode: 'off' } }));
  });

  it('lets a query without an early answer fetch as usual', async () => {
    const { result, observer, queryFn } = firstRender(createQueryClient(() => ['ADMIN'], () => undefined), pagedKey);
    expect(result.data).toBeUndefined();
    const unsubscribe = observer.subscribe(() => undefined);
    await vi.waitFor(() => expect(queryFn).toHaveBeenCalledOnce());
    unsubscribe();
  });

  it("leaves alone another query placed under a list's key (no filters in it: the groups' filter choices)", () => {
    const take = vi.fn(() => ({ answer, receivedAt: Date.now() }));
    const { result } = firstRender(createQueryClient(() => ['ADMIN'], take), ['data', 'default', 'groups', 'list', { filterOptions: true }]);
    expect(result.data).toBeUndefined();
    expect(take).not.toHaveBeenCalled();
  });

  it('leaves to its own query a list the provider cannot name', () => {
    const take = vi.fn(() => {
      throw { message: 'Ресурс «x» не объявлен в resources/index.ts', statusCode: 0 };
    });
    const { result } = firstRender(createQueryClient(() => ['ADMIN'], take), ['data', 'default', 'x', 'list', { filters: [] }]);
    expect(result.data).toBeUndefined();
  });
});
