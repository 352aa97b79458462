import { escapeHtml, renderPage } from './html';

export const loginMessages = {
  wrongCredentials: 'Неверный логин или пароль',
  disabled: 'Учётная запись отключена. Обратитесь к администратору.',
  tooManyAttempts: 'Слишком много попыток входа. Попробуйте позже.',
  failed: 'Не удалось выполнить вход. Попробуйте ещё раз.',
} as const;

export type LoginPageOptions = { action: string; login?: string; messages?: string[] };

export const renderLoginPage = ({ action, login = '', messages = [] }: LoginPageOptions): string =>
  renderPage({
    title: 'Вход',
    body: `<div class="brand" aria-hidden="true">УЦ</div>
<h1>Вход</h1>
<p class="subtitle">Учебный центр: рабочее место сотрудника</p>
${messages.length > 0 ? `<div class="alert" role="alert">${messages.map((text) => `<p>${escapeHtml(text)}</p>`).join('')}</div>\n` : ''}<form method="post" action="${escapeHtml(action)}" novalidate>
<label for="login">Логин</label>
<input id="login" name="login" type="text" autocomplete="username" autocapitalize="none" spellcheck="false" required value="${escapeHtml(login)}"${login ? '' : ' autofocus'}>
<label for="password">Пароль</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${login ? ' autofocus' : ''}>
<button type="submit">Войти</button>
</form>`,
  });
