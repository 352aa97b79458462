import { useSearchParams } from 'react-router';

// The open tab of a page kept in the address (?tab=…), so a reload or a shared link opens the same tab; an unknown
// or missing value opens the first. Switching replaces the history entry rather than adding one per click.
export const useTabParam = <Tab extends { key: string }>(tabs: readonly Tab[], param = 'tab') => {
  const [params, setParams] = useSearchParams();
  const tab = tabs.find((candidate) => candidate.key === params.get(param)) ?? tabs[0];
  const selectTab = (key: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(param, key);
        return next;
      },
      { replace: true },
    );
  return [tab, selectTab] as const;
};
