import { createElement, lazy, useState, type ComponentType } from 'react';

type PageModule = { default: ComponentType };
type PageLoader = () => Promise<PageModule>;

const loadedPages = new Map<PageLoader, ComponentType>();
const lazyPages = new Map<PageLoader, ComponentType>();

// Loads a page's chunk and remembers the page once it is there.
export const loadPage = (load: PageLoader) =>
  load().then((module) => {
    loadedPages.set(load, module.default);
    return module;
  });

// A lazy page that renders at once when its chunk has already arrived (preloaded beside the sign-in): React
// would otherwise suspend on it anyway and hold the finished page back behind the fallback for its reveal
// throttle (~300 ms in React 19). A page not yet loaded suspends as usual. The choice is made once per
// mount, so a page never swaps its component type under a live state.
export const preloadablePage = (load: PageLoader): ComponentType => {
  const Lazy = lazyPages.get(load) ?? lazy(() => loadPage(load));
  lazyPages.set(load, Lazy);
  return function PreloadablePage() {
    const [Loaded] = useState(() => loadedPages.get(load));
    return createElement(Loaded ?? Lazy);
  };
};
