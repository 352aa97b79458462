import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TelegramHtmlView } from './TelegramHtmlView';

afterEach(cleanup);

describe('TelegramHtmlView', () => {
  it('renders the allowed tags as elements and nothing else', () => {
    const { container } = render(
      <TelegramHtmlView html={'<b>жирный</b> <tg-spoiler>тайна</tg-spoiler> <a href="https://t.me/x">ссылка</a><img src=x onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">плохая</a>'} />,
    );
    expect(container.querySelector('strong')?.textContent).toBe('жирный');
    expect(container.querySelector('span[title="Скрытый текст"]')?.textContent).toBe('тайна');
    const links = container.querySelectorAll('a');
    expect(links).toHaveLength(1);
    expect(links[0].getAttribute('href')).toBe('https://t.me/x');
    expect(links[0].getAttribute('rel')).toBe('noopener noreferrer');
    expect(container.querySelector('img, script')).toBeNull();
    expect(container.textContent).toContain('alert(2)плохая');
  });

  it('says so when there is no text', () => {
    const { getByText } = render(<TelegramHtmlView html="" empty="Пусто" />);
    expect(getByText('Пусто')).toBeTruthy();
  });
});
