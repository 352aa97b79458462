import { describe, expect, it } from 'vitest';
import { sanitizeTelegramHtml } from './telegram-html';

describe('sanitizeTelegramHtml', () => {
  it.each([
    ['plain text', 'Привет, мир', 'Привет, мир'],
    ['plain text keeps its line breaks', 'строка 1\nстрока 2', 'строка 1\nстрока 2'],
    ['Telegram tags stay', '<b>ж</b> <i>к</i> <u>п</u> <s>з</s> <code>c</code> <pre>p</pre> <blockquote>q</blockquote>', '<b>ж</b> <i>к</i> <u>п</u> <s>з</s> <code>c</code> <pre>p</pre> <blockquote>q</blockquote>'],
    ['their other spellings', '<strong>a</strong><em>b</em><ins>c</ins><strike>d</strike><del>e</del>', '<b>a</b><i>b</i><u>c</u><s>d</s><s>e</s>'],
    ['a spoiler span', '<span class="tg-spoiler">тайна</span>', '<tg-spoiler>тайна</tg-spoiler>'],
    ['a spoiler tag', '<tg-spoiler>тайна</tg-spoiler>', '<tg-spoiler>тайна</tg-spoiler>'],
    ['another span keeps its text', '<span style="color:red" class="x">красный</span>', 'красный'],
    ['an https link', '<a href="https://example.ru/a?b=1&amp;c=2" target="_blank" onclick="x()">сайт</a>', '<a href="https://example.ru/a?b=1&amp;c=2">сайт</a>'],
    ['an http link', '<a href="http://example.ru">s</a>', '<a href="http://example.ru">s</a>'],
    ['a tg link', '<a href="tg://user?id=1">s</a>', '<a href="tg://user?id=1">s</a>'],
    ['a javascript link keeps its text', '<a href="javascript:alert(1)">жми</a>', 'жми'],
    ['a relative link keeps its text', '<a href="/admin">жми</a>', 'жми'],
    ['a data link keeps its text', '<a href="data:text/html,x">жми</a>', 'жми'],
    ['a link without address', '<a name="x">якорь</a>', 'якорь'],
    ['script and style go with their content', 'a<script>alert(1)</script><style>b{}</style>b', 'ab'],
    ['unknown tags keep their text', '<div><h1>Заголовок</h1><img src="x.png" onerror="y">текст</div>', 'Заголовоктекст'],
    ['event attributes go', '<b onmouseover="x">ж</b>', '<b>ж</b>'],
    ['paragraphs become lines', '<p>первый</p><p>второй</p>', 'первый\nвторой'],
    ['an empty paragraph is a blank line', '<p>a</p><p><br></p><p>b</p>', 'a\n\nb'],
    ['br becomes a line break', 'a<br>b<br/>c', 'a\nb\nc'],
    ['an editor newline after br counts once', 'a<br>\nb', 'a\nb'],
    ['text is escaped', '1 < 2 & 3 > 2 "q"', '1 &lt; 2 &amp; 3 &gt; 2 "q"'],
    ['entities stay escaped', '&lt;b&gt;не тег&lt;/b&gt;', '&lt;b&gt;не тег&lt;/b&gt;'],
    ['nbsp is a character', 'a&nbsp;b', 'a\u00a0b'],
    ['code keeps a language class', '<pre><code class="language-python">x = 1</code></pre>', '<pre><code class="language-python">x = 1</code></pre>'],
    ['code loses another class', '<code class="evil">x</code>', '<code>x</code>'],
    ['unclosed tags are closed', '<b>жирный', '<b>жирный</b>'],
    ['nothing but tags', '<p></p><br>', ''],
  ])('%s', (_name, input, output) => expect(sanitizeTelegramHtml(input)).toBe(output));
});
