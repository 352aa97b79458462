// What the boot starts for the first screen (src/routes/firstScreen.ts): the opened page's chunk, and its first
// requests once the token exists. The app's first render waits for them, a while at most (src/main.tsx): the page
// then renders at once instead of suspending on its chunk, and its list queries start with their rows and
// reference lists (providers/queryClient.ts) instead of rendering the page empty and again as each answer comes.
// A render that suspends or takes an answer between its slices is started over by React, most of it thrown away.
const started: Promise<unknown>[] = [];

export const awaitedByFirstRender = <T>(work: Promise<T>) => {
  started.push(work.catch(() => undefined));
  return work;
};

export const firstScreenReady = (maxWaitMs: number) =>
  Promise.race([Promise.all(started), new Promise((resolve) => setTimeout(resolve, maxWaitMs))]);
