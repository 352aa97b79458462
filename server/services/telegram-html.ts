import sanitizeHtml from 'sanitize-html';

// Telegram's HTML parse mode (core.telegram.org/bots/api#html-style) knows only these tags; anything else makes
// sendMessage fail with "can't parse entities". Mailing and template texts are cut down to them before they are
// stored (ARCHITECTURE §6): other tags go and keep their text, script and style go with their content.
const TELEGRAM_TAGS = ['b', 'strong', 'i', 'em', 'u', 'ins', 's', 'strike', 'del', 'tg-spoiler', 'a', 'code', 'pre', 'blockquote'];
const LINK = /^(https?:\/\/|tg:\/\/)/i;
// a tag name no list allows: sanitize-html drops it and keeps its text
const DROPPED = 'dropped-tag';

const options: sanitizeHtml.IOptions = {
  allowedTags: [...TELEGRAM_TAGS, 'p', 'br'],
  allowedAttributes: { a: ['href'], code: ['class'] },
  allowedClasses: { code: ['language-*'] },
  allowedSchemes: ['http', 'https', 'tg'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // <span class="tg-spoiler"> is Telegram's other spelling of <tg-spoiler>; any other span carries nothing
    span: (_tagName, attribs) => ({
      tagName: (attribs.class ?? '').split(/\s+/).includes('tg-spoiler') ? 'tg-spoiler' : DROPPED,
      attribs: {},
    }),
    // a link without an absolute http(s) or tg address would be refused by Telegram: its text stays
    a: (_tagName, attribs): sanitizeHtml.Tag => {
      const href = (attribs.href ?? '').trim();
      return LINK.test(href) ? { tagName: 'a', attribs: { href } } : { tagName: DROPPED, attribs: {} };
    },
    strong: 'b',
    em: 'i',
    ins: 'u',
    strike: 's',
    del: 's',
  },
};

// The HTML Telegram accepts: Telegram's tags, <br> and paragraphs turned into line breaks, the text escaped
// (&lt; &gt; &amp; &quot;).
export const sanitizeTelegramHtml = (html: string): string =>
  sanitizeHtml(html, options)
    .replace(/<\/p>\s*/g, '</p>') // an editor's whitespace between paragraphs is no text
    .replace(/<p><br \/><\/p>/g, '\n')
    .replace(/<br \/>\n?/g, '\n')
    .replace(/<p>/g, '')
    .replace(/<\/p>/g, '\n')
    .replace(/^\n+|\s+$/g, '');
