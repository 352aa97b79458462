// The Telegram HTML of a mailing (issue 11): the toolbar's wrapping and a safe parse for the preview. The server
// sanitises for real; the preview never hands markup to the browser, it builds elements from this tree.

export type FormatKey = 'bold' | 'italic' | 'underline' | 'strike' | 'link' | 'code' | 'spoiler';

export const FORMAT_TAGS: Record<FormatKey, string> = {
  bold: 'b',
  italic: 'i',
  underline: 'u',
  strike: 's',
  link: 'a',
  code: 'code',
  spoiler: 'tg-spoiler',
};

export type Wrapped = { text: string; selectionStart: number; selectionEnd: number };

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

// Wraps text[start, end) in the tag; the selection stays on the wrapped words (between the tags).
export const wrapSelection = (text: string, start: number, end: number, format: FormatKey, href?: string): Wrapped => {
  const from = Math.max(0, Math.min(start, end, text.length));
  const to = Math.min(text.length, Math.max(start, end));
  const tag = FORMAT_TAGS[format];
  const open = format === 'link' ? `<a href="${escapeAttribute(href ?? '')}">` : `<${tag}>`;
  const close = `</${tag}>`;
  return {
    text: text.slice(0, from) + open + text.slice(from, to) + close + text.slice(to),
    selectionStart: from + open.length,
    selectionEnd: to + open.length,
  };
};

// Only http(s) addresses become links (ARCHITECTURE §6).
export const isSafeHref = (href: string) => {
  try {
    const url = new URL(href);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
};

export type HtmlTag = 'b' | 'i' | 'u' | 's' | 'a' | 'code' | 'pre' | 'tg-spoiler' | 'blockquote';
export type HtmlNode = { kind: 'text'; text: string } | { kind: 'element'; tag: HtmlTag; href?: string; children: HtmlNode[] };

// Telegram's names for the same formatting (core.telegram.org/bots/api#html-style)
const TAG_ALIASES: Record<string, HtmlTag> = {
  b: 'b',
  strong: 'b',
  i: 'i',
  em: 'i',
  u: 'u',
  ins: 'u',
  s: 's',
  strike: 's',
  del: 's',
  a: 'a',
  code: 'code',
  pre: 'pre',
  'tg-spoiler': 'tg-spoiler',
  blockquote: 'blockquote',
};

const NAMED_ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'", nbsp: '\u00a0' };

export const decodeEntities = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, body: string) => {
    if (body[0] === '#') {
      const code = body[1] === 'x' || body[1] === 'X' ? Number.parseInt(body.slice(2), 16) : Number.parseInt(body.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? whole;
  });

const attributeOf = (attributes: string, name: string): string | undefined => {
  const match = new RegExp(`(?:^|\\s)${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+))`, 'i').exec(attributes);
  return match ? decodeEntities(match[1] ?? match[2] ?? match[3] ?? '') : undefined;
};

const TAG_PATTERN = /<(\/?)([a-z][a-z0-9-]*)([^<>]*)>/gi;

type Frame = { tag: HtmlTag | null; href?: string; children: HtmlNode[] };

// A tolerant parse: the allowed tags become elements, <br> a line break, <span class="tg-spoiler"> a spoiler;
// any other tag is dropped with its words kept; unclosed tags close at the end, stray closing tags are ignored.
export const parseTelegramHtml = (html: string): HtmlNode[] => {
  const root: Frame = { tag: null, children: [] };
  const stack: Frame[] = [root];
  const top = () => stack[stack.length - 1];
  const pushText = (raw: string) => {
    if (!raw) return;
    const text = decodeEntities(raw);
    const siblings = top().children;
    const last = siblings[siblings.length - 1];
    if (last?.kind === 'text') last.text += text;
    else siblings.push({ kind: 'text', text });
  };
  const closeTop = () => {
    const frame = stack.pop()!;
    if (frame.tag === 'a' && !frame.href) top().children.push(...frame.children);
    else top().children.push({ kind: 'element', tag: frame.tag!, ...(frame.href ? { href: frame.href } : {}), children: frame.children });
  };

  let position = 0;
  for (const match of html.matchAll(TAG_PATTERN)) {
    pushText(html.slice(position, match.index));
    position = match.index + match[0].length;
    const [, closing, rawName, attributes] = match;
    const name = rawName.toLowerCase();
    if (name === 'br') {
      pushText('\n');
      continue;
    }
    const tag = TAG_ALIASES[name] ?? (name === 'span' && /tg-spoiler/.test(attributeOf(attributes, 'class') ?? '') ? 'tg-spoiler' : undefined);
    if (closing) {
      const closes = name === 'span' ? 'tg-spoiler' : TAG_ALIASES[name];
      const depth = closes ? stack.map((frame) => frame.tag).lastIndexOf(closes) : -1;
      if (depth > 0) while (stack.length > depth) closeTop();
      continue;
    }
    if (!tag) continue;
    if (attributes.trim().endsWith('/')) continue;
    const href = tag === 'a' ? attributeOf(attributes, 'href') : undefined;
    stack.push({ tag, href: href && isSafeHref(href) ? href : undefined, children: [] });
  }
  pushText(html.slice(position));
  while (stack.length > 1) closeTop();
  return root.children;
};

// The words a person reads, without markup (a table cell, a confirmation).
export const plainTextOf = (nodes: HtmlNode[]): string =>
  nodes.map((node) => (node.kind === 'text' ? node.text : plainTextOf(node.children))).join('');

export const htmlToPlainText = (html: string) => plainTextOf(parseTelegramHtml(html));
