import { createHash } from 'node:crypto';

// The one script of public/silent-check-sso.html, the page keycloak-js opens in a hidden iframe after its
// prompt=none round trip: it hands the provider's answer (the page's address) back to keycloak-js in the parent.
// It is inline, not a file: a file would be one more request, queued behind the app's preloaded chunks (six at a
// time over HTTP/1.1), and the sign-in waited for it (issue 21). The server's Content-Security-Policy allows
// exactly this script by its hash (plugins/security-headers.ts); a unit test holds the page to it.
export const SILENT_CHECK_SSO_SCRIPT = 'parent.postMessage(location.href, location.origin);';

export const SILENT_CHECK_SSO_SCRIPT_HASH = `'sha256-${createHash('sha256').update(SILENT_CHECK_SSO_SCRIPT).digest('base64')}'`;
