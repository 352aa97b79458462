import { describe, expect, it } from 'vitest';
import { htmlToPlainText, parseTelegramHtml, wrapSelection } from './telegramHtml';

describe('wrapSelection', () => {
  it.each([
    ['bold', '<b>мир</b>'],
    ['italic', '<i>мир</i>'],
    ['underline', '<u>мир</u>'],
    ['strike', '<s>мир</s>'],
    ['code', '<code>мир</code>'],
    ['spoiler', '<tg-spoiler>мир</tg-spoiler>'],
  ] as const)('wraps the selection in %s', (format, wrapped) => {
    const result = wrapSelection('Привет, мир!', 8, 11, format);
    expect(result.text).toBe(`Привет, ${wrapped}!`);
    expect(result.text.slice(result.selectionStart, result.selectionEnd)).toBe('мир');
  });

  it('writes a link with its address escaped', () => {
    expect(wrapSelection('сайт', 0, 4, 'link', 'https://a.ru/?x=1&y="2"').text).toBe('<a href="https://a.ru/?x=1&amp;y=&quot;2&quot;">сайт</a>');
  });

  it('puts an empty pair at the cursor when nothing is selected, the cursor between them', () => {
    const result = wrapSelection('ab', 1, 1, 'bold');
    expect(result.text).toBe('a<b></b>b');
    expect(result.selectionStart).toBe(4);
    expect(result.selectionEnd).toBe(4);
  });

  it('accepts a selection made backwards or past the end', () => {
    expect(wrapSelection('abc', 3, 1, 'italic').text).toBe('a<i>bc</i>');
    expect(wrapSelection('abc', 2, 99, 'italic').text).toBe('ab<i>c</i>');
  });
});

describe('parseTelegramHtml', () => {
  it('keeps the allowed tags and their aliases', () => {
    expect(parseTelegramHtml('<strong>a</strong><em>b</em><ins>c</ins><del>d</del><span class="tg-spoiler">e</span>')).toEqual([
      { kind: 'element', tag: 'b', children: [{ kind: 'text', text: 'a' }] },
      { kind: 'element', tag: 'i', children: [{ kind: 'text', text: 'b' }] },
      { kind: 'element', tag: 'u', children: [{ kind: 'text', text: 'c' }] },
      { kind: 'element', tag: 's', children: [{ kind: 'text', text: 'd' }] },
      { kind: 'element', tag: 'tg-spoiler', children: [{ kind: 'text', text: 'e' }] },
    ]);
  });

  it('drops unknown tags and keeps their words, scripts included as plain text', () => {
    expect(parseTelegramHtml('<script>alert(1)</script><img src=x onerror=alert(1)>текст')).toEqual([{ kind: 'text', text: 'alert(1)текст' }]);
  });

  it('makes links only of http(s) addresses', () => {
    expect(parseTelegramHtml('<a href="javascript:alert(1)">x</a>')).toEqual([{ kind: 'text', text: 'x' }]);
    expect(parseTelegramHtml("<a href='https://t.me/x'>y</a>")).toEqual([{ kind: 'element', tag: 'a', href: 'https://t.me/x', children: [{ kind: 'text', text: 'y' }] }]);
  });

  it('nests, closes what was left open and ignores stray closings', () => {
    expect(parseTelegramHtml('<b>a<i>b</b>c</u>')).toEqual([
      { kind: 'element', tag: 'b', children: [{ kind: 'text', text: 'a' }, { kind: 'element', tag: 'i', children: [{ kind: 'text', text: 'b' }] }] },
      { kind: 'text', text: 'c' },
    ]);
    expect(parseTelegramHtml('<code>x')).toEqual([{ kind: 'element', tag: 'code', children: [{ kind: 'text', text: 'x' }] }]);
  });

  it('decodes entities, reads <br> as a line break and leaves a lone < as text', () => {
    expect(htmlToPlainText('5 &lt; 6 &amp;&#33;<br/>2 < 3 &#x41;&bogus;')).toBe('5 < 6 &!\n2 < 3 A&bogus;');
  });
});
