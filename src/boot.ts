import { startAuth, targetOf } from '../providers/keycloak';
import { preloadPageFiles } from './bootPageFiles';

// The page's first script (index.html), kept small: keycloak-js and the sign-in, nothing of React, antd or
// Refine (issue 21). While the app's large chunks download (index.html preloads them, build/preloadApp.ts):
// - the sign-in starts at once (check-sso, the token in memory, providers/keycloak.ts);
// - once its token request has left, the opened page's files download and the first-screen module runs (below);
// - once the token exists, every request the first screen needs leaves at once, in parallel
//   (src/routes/preloadData.ts); the app's identical requests take those answers when it mounts (providers/http.ts);
// - then the app is evaluated (src/main.tsx): a second of script that would otherwise hold back the sign-in's
//   own steps (the silent check's message, the token request), which run on the same thread. It takes the same
//   session: startAuth() answers every caller with one sign-in. A sign-in slower than APP_WAIT_MS does not hold
//   the app back any longer.
const APP_WAIT_MS = 1500;

const SIGN_IN_WAIT_MS = 1000;

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// The silent check's answer: the provider's page in a hidden frame posts the address it was sent back to, and
// keycloak-js asks for the token in its own listener of that same message. A task later the request has left.
const silentCheckAnswered = () =>
  new Promise<void>((resolve) => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || event.source === window) return;
      window.removeEventListener('message', onMessage);
      setTimeout(resolve, 0);
    };
    window.addEventListener('message', onMessage);
  });

performance.mark('boot:start');
const checkAnswered = silentCheckAnswered();
const signedIn = startAuth();
// Once the sign-in's token request has left (or the sign-in has ended, or a while at most):
// - the opened page's files start downloading; before, the silent check's own request would queue behind them
//   (HTTP/1.1 opens six connections to a host);
// - the first-screen module runs the shell (a few hundred ms of script on a slow phone): the sign-in's steps
//   would otherwise wait behind it, and the first requests after them. The token comes while it runs.
// The shell's files download from the start (index.html preloads them).
const tokenRequested = Promise.race([checkAnswered, signedIn.catch(() => undefined), delay(SIGN_IN_WAIT_MS)]);
void tokenRequested.then(() => preloadPageFiles(targetOf(window.location.pathname)));
const firstScreen = tokenRequested.then(() => import('./routes/firstScreen'));
void firstScreen.then((screen) => screen.preloadFirstPage(window.location.pathname)).catch(() => undefined);

// The first requests' sends are a few promise steps each (the access check, the address, the token): done
// before the next task, whatever the answers' time.
const nextTask = () => delay(0);

const firstRequestsSent = signedIn.then(async (status) => {
  performance.mark('boot:signed-in');
  if (status !== 'authenticated') return;
  const screen = await firstScreen;
  await Promise.race([screen.preloadFirstData(window.location), nextTask()]);
  performance.mark('boot:first-requests-sent');
});
const appWait = delay(APP_WAIT_MS);
void Promise.race([firstRequestsSent.catch(() => undefined), appWait]).then(() => import('./main'));
