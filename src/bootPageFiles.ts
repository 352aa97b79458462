import { inlineData } from '../providers/inline-data';

// The opened page's files, downloaded by the boot entry (src/boot.ts) beside the sign-in (issue 21). The build writes
// each page's files by its route into index.html (build/pageFiles.ts); this picks the route the address matches
// and adds a module preload for each file: downloaded and compiled, run only when the app imports the page.
// The router stays the judge of what renders: a wrong pick would only download a page's files for nothing.

// the id of index.html's data element (build/pageFiles.ts writes it)
export const PAGE_FILES_ID = 'page-files';

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

// react-router's rule for these routes: a fixed segment outranks a parameter ('/students/table' before
// '/students/:studentId'); a route matches an address of as many segments.
const staticSegments = (pattern: string, pathname: string): number | undefined => {
  const wanted = segmentsOf(pattern);
  const given = segmentsOf(pathname);
  if (wanted.length !== given.length) return undefined;
  let fixed = 0;
  for (const [index, segment] of wanted.entries()) {
    if (segment.startsWith(':')) continue;
    if (segment !== given[index]) return undefined;
    fixed += 1;
  }
  return fixed;
};

export const pageFilesFor = (pathname: string, filesByRoute: Record<string, string[]>): string[] => {
  let best: { fixed: number; files: string[] } | undefined;
  for (const [pattern, files] of Object.entries(filesByRoute)) {
    const fixed = staticSegments(pattern, pathname);
    if (fixed !== undefined && (!best || fixed > best.fixed)) best = { fixed, files };
  }
  return best?.files ?? [];
};

const filesByRoute = () => (inlineData(PAGE_FILES_ID) ?? {}) as Record<string, string[]>;

export const preloadPageFiles = (pathname: string) => {
  for (const href of pageFilesFor(pathname.split('?')[0], filesByRoute())) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
};
