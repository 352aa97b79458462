import { useGo } from '@refinedev/core';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';

// Tabs each holding a list that keeps its view in the URL (page, sort, search): another tab is opened only once
// the address is bare, so its list starts afresh instead of from the view of the tab left.
export const useTabOverBareUrl = <Key,>(active: Key, setActive: (key: Key) => void) => {
  const go = useGo();
  const { search } = useLocation();
  const [pending, setPending] = useState<{ key: Key } | null>(null);
  useEffect(() => {
    if (pending === null || search !== '') return;
    setActive(pending.key);
    setPending(null);
  }, [pending, search]);
  return (key: Key) => {
    if (key === active) return;
    if (search === '') return setActive(key);
    setPending({ key });
    go({ type: 'replace', query: {} });
  };
};
