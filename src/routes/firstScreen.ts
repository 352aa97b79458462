// zod's setting first: the declarations this module loads build their schemas at once (CSP: no eval probe)
import '../../resources/zod-config';

// What the boot entry (src/boot.ts) starts for the page being opened, in one chunk of its own: the page's code
// at once, its data once the token exists; the app's first render waits for both (firstScreenReady.ts).
import { awaitedByFirstRender } from './firstScreenReady';
import { preloadPageData } from './preloadData';
import { preloadPage } from './preloadPage';

export const preloadFirstPage = (pathname: string) => awaitedByFirstRender(preloadPage(pathname));
export const preloadFirstData = (address: Parameters<typeof preloadPageData>[0]) => awaitedByFirstRender(preloadPageData(address));
