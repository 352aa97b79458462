import { useMemo } from 'react';
import { answerAccess } from '../../providers/access';
import { useSession } from '../auth/useSession';
import type { PageAccess, PageEntry } from './pages';

export const allowNothing: PageAccess = () => false;

// Which pages of a list the user may open: the access provider's answer (answerAccess, the rules its `can`
// applies, the one path for rights) for the signed-in user's roles; undefined before the sign-in. The menus, the
// home buttons, the palette and the navigation page use it. Known on the first render (issue 21): asked through
// the provider's asynchronous `can`, it came a render after the first paint, and the side menu was drawn empty,
// then whole, on every load.
export const usePageAccess = (entries: PageEntry[]): PageAccess | undefined => {
  const { status, identity } = useSession();
  return useMemo(() => {
    if (status !== 'authenticated' || !identity) return undefined;
    const mayOpen = (page: PageEntry) =>
      answerAccess(identity.roles, { action: page.action ?? 'read', params: { subject: page.subject } }).can;
    const allowed = new Set(entries.filter(mayOpen).map(({ path }) => path));
    return (page: PageEntry) => allowed.has(page.path);
  }, [status, identity, entries]);
};
