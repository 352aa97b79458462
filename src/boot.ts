import { startAuth } from '../providers/keycloak';

// The page's first script (index.html), kept small: keycloak-js and the sign-in, nothing of React, antd or
// Refine (issue 21). While the app's large chunks download (index.html preloads them, build/preloadApp.ts):
// - the sign-in starts at once (check-sso, the token in memory, providers/keycloak.ts);
// - the first-screen module loads beside it and starts the opened page's chunk;
// - once the token exists, every request the first screen needs leaves at once, in parallel
//   (src/routes/preloadData.ts); the app's identical requests take those answers when it mounts (providers/http.ts);
// - then the app is evaluated (src/main.tsx): a second of script that would otherwise hold back the sign-in's
//   own steps (the silent check's message, the token request), which run on the same thread. It takes the same
//   session: startAuth() answers every caller with one sign-in. A sign-in slower than APP_WAIT_MS does not hold
//   the app back any longer.
const APP_WAIT_MS = 1500;

performance.mark('boot:start');
const signedIn = startAuth();
const firstScreen = import('./routes/firstScreen');
void firstScreen.then((screen) => screen.preloadFirstPage(window.location.pathname)).catch(() => undefined);

// The first requests' sends are a few promise steps each (the access check, the address, the token): done
// before the next task, whatever the answers' time.
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

const firstRequestsSent = signedIn.then(async (status) => {
  performance.mark('boot:signed-in');
  if (status !== 'authenticated') return;
  const screen = await firstScreen;
  await Promise.race([screen.preloadFirstData(window.location), nextTask()]);
  performance.mark('boot:first-requests-sent');
});
const appWait = new Promise((resolve) => setTimeout(resolve, APP_WAIT_MS));
void Promise.race([firstRequestsSent.catch(() => undefined), appWait]).then(() => import('./main'));
