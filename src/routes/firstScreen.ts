// zod's setting first: the declarations this module loads build their schemas at once (CSP: no eval probe)
import '../../resources/zod-config';

// What the boot entry (src/boot.ts) starts for the page being opened, in one chunk of its own: the page's code
// at once, its data once the token exists.
export { preloadPage as preloadFirstPage } from './preloadPage';
export { preloadFirstScreenData as preloadFirstData } from './preloadData';
