import type { KoaContextWithOIDC } from 'oidc-provider';
import { escapeHtml, renderPage } from './html';

// keycloak-js expects no confirmation screen at logout, so the provider's form submits itself
// (from /idp/assets/logout.js: the CSP allows no inline script). Without JavaScript the button does it.
export const renderLogoutPage = (form: string): string =>
  renderPage({
    title: 'Выход',
    script: 'logout.js',
    body: `<h1>Выход</h1>
<p class="subtitle">Завершаем сеанс…</p>
${form.replace('</form>', '<input type="hidden" name="logout" value="yes"></form>')}
<noscript><button type="submit" form="op.logoutForm">Выйти</button></noscript>`,
  });

export const renderSignedOutPage = (appUrl: string): string =>
  renderPage({
    title: 'Выход выполнен',
    body: `<h1>Выход выполнен</h1>
<p class="subtitle">Сеанс завершён.</p>
<a class="button" href="${escapeHtml(appUrl)}">Войти снова</a>`,
  });

export const renderErrorPage = (appUrl: string, code: string): string =>
  renderPage({
    title: 'Ошибка входа',
    body: `<h1>Ошибка входа</h1>
<p class="subtitle">Не удалось выполнить вход. Вернитесь в приложение и попробуйте ещё раз.</p>
<a class="button" href="${escapeHtml(appUrl)}">Вернуться в приложение</a>
<p class="hint">Код ошибки: ${escapeHtml(code)}</p>`,
  });

export const sendHtml = (ctx: KoaContextWithOIDC, html: string, csp: string) => {
  ctx.type = 'html';
  ctx.set('Content-Security-Policy', csp);
  ctx.body = html;
};
