import { useCanWithoutCache } from '@refinedev/core';
import { useQuery } from '@tanstack/react-query';
import { useSession } from '../auth/useSession';
import { useMemo } from 'react';
import type { PageAccess, PageEntry } from './pages';

export const allowNothing: PageAccess = () => false;

// Which pages of a list the user may open, asked of the access provider (the one path for rights); undefined
// until it has answered. The menus, the home buttons, the palette and the navigation page use it.
export const usePageAccess = (entries: PageEntry[]): PageAccess | undefined => {
  const { can } = useCanWithoutCache();
  const { status, role } = useSession();
  const answers = useQuery({
    queryKey: ['page-access', status, role, entries.map(({ path }) => path)],
    queryFn: async () => {
      const allowed = await Promise.all(
        entries.map(async (page) => (await can?.({ action: page.action ?? 'read', params: { subject: page.subject } }))?.can ?? true),
      );
      return new Set(entries.filter((_, index) => allowed[index]).map(({ path }) => path));
    },
    enabled: status === 'authenticated',
    staleTime: Infinity,
  });
  const allowed = answers.data;
  return useMemo(() => (allowed ? (page: PageEntry) => allowed.has(page.path) : undefined), [allowed]);
};
