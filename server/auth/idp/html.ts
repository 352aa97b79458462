import { idpPrefix } from './settings';

const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (char) => entities[char]);

// The provider's pages need no inline script or style: one stylesheet and one script, both under /idp/assets.
export const contentSecurityPolicy = (formTargets: string[]): string =>
  [
    "default-src 'none'",
    "style-src 'self'",
    "script-src 'self'",
    "img-src 'self' data:",
    // a form post ends in redirects back to the web client, which form-action also governs
    `form-action 'self' ${formTargets.join(' ')}`.trim(),
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "object-src 'none'",
  ].join('; ');

export const renderPage = ({ title, body, script }: { title: string; body: string; script?: string }): string => `<!doctype html>
<html lang="ru">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="${idpPrefix}/assets/idp.css">
${script ? `<script src="${idpPrefix}/assets/${script}" defer></script>\n` : ''}</head>
<body>
<main class="card">
${body}
</main>
</body>
</html>
`;
