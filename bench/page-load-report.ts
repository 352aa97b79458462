import type { PageLoadOutput, PageLoadRow, Resource } from './page-load';
import { fixed, kB, printTable } from './table';

const ms = (value: number | null | undefined) => (value == null ? 'n/a' : fixed(value, 0));
const ratio = (product: number | null | undefined, floor: number | null | undefined) =>
  product == null || floor == null || floor === 0 ? 'n/a' : `${(product / floor).toFixed(2)}×`;

// The goals of issue 21: rows no later than the floor on loopback, at most 1.1× under Fast 4G.
const GOAL: Record<string, number> = { none: 1.0, fast4g: 1.1 };

const loadRow = (throttle: string, name: string, out: PageLoadOutput, floor: PageLoadOutput) => {
  const readyRatio = ratio(out.summary.ready?.median, floor.summary.ready?.median);
  const isFloor = out === floor;
  const met = isFloor || out.summary.ready?.median == null || floor.summary.ready?.median == null
    ? ''
    : out.summary.ready.median / floor.summary.ready.median <= GOAL[throttle] ? 'yes' : 'no';
  return [
    throttle,
    `${name}${out.failed ? ` (${out.failed} failed)` : ''}`,
    ms(out.summary.fcp?.median),
    ms(out.summary.ready?.median),
    `${ms(out.summary.ready?.min)}–${ms(out.summary.ready?.max)}`,
    String(out.js?.count ?? 'n/a'),
    out.js ? kB(out.js.encoded) : 'n/a',
    isFloor ? '1.00×' : readyRatio,
    isFloor ? '' : `≤ ${GOAL[throttle].toFixed(1)}× ${met}`,
  ];
};

// Where one cold load's time went: the sign-in's start (the provider's authorization request), the token, the
// first API GET leaving, the rows visible (run 1 of each page, ms from navigation).
export const waterfallOf = (out: PageLoadOutput) => {
  const resources = out.waterfallRun1 ?? [];
  const first = (test: (resource: Resource) => boolean) => resources.find(test);
  return {
    signIn: first((resource) => resource.url.startsWith('/idp/auth'))?.start,
    token: first((resource) => resource.url.startsWith('/idp/token'))?.end,
    firstGet: first((resource) => resource.url.startsWith('/api/') && resource.type === 'xmlhttprequest')?.start,
    lastGetBack: Math.max(...resources.filter((resource) => resource.url.startsWith('/api/')).map((resource) => resource.end)),
    rows: out.perRun.find((run) => run.ok)?.ready,
    gets: resources.filter((resource) => resource.url.startsWith('/api/')).length,
  };
};

export const printPageLoad = (rows: PageLoadRow[]) => {
  printTable(
    'Signed-in cold load beside the floor app\'s /orders, all runs interleaved (median ms from navigation; ready = 10 rows or task cards visible; JS on the wire by ready)',
    ['throttle', 'page', 'fcp', 'ready', 'ready min–max', 'JS files', 'JS kB', 'ready ratio', 'goal met'],
    rows.flatMap(({ throttle, floor, pages }) => [
      loadRow(throttle, 'floor /orders', floor, floor),
      ...pages.map(({ path, out }) => loadRow(throttle, path, out, floor)),
    ]),
  );
  printTable(
    'Waterfall of run 1 (ms from navigation): the sign-in starts (/idp/auth), the token is back, the first GET leaves, the last first-screen GET is back, the rows are visible',
    ['throttle', 'page', 'sign-in start', 'token', 'first GET', 'GETs', 'last GET back', 'rows'],
    rows.flatMap(({ throttle, pages }) =>
      pages.map(({ path, out }) => {
        const step = waterfallOf(out);
        return [throttle, path, ms(step.signIn), ms(step.token), ms(step.firstGet), String(step.gets), ms(Number.isFinite(step.lastGetBack) ? step.lastGetBack : null), ms(step.rows)];
      }),
    ),
  );
};
