import { Typography } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { parseTelegramHtml, type HtmlNode } from './telegramHtml';

const spoiler: CSSProperties = { background: 'rgba(128, 128, 128, 0.35)', borderRadius: 3, padding: '0 2px' };

const renderNodes = (nodes: HtmlNode[], path: string): ReactNode[] =>
  nodes.map((node, index) => {
    const key = `${path}.${index}`;
    if (node.kind === 'text') return node.text;
    const children = renderNodes(node.children, key);
    switch (node.tag) {
      case 'b':
        return <strong key={key}>{children}</strong>;
      case 'i':
        return <em key={key}>{children}</em>;
      case 'u':
        return <u key={key}>{children}</u>;
      case 's':
        return <s key={key}>{children}</s>;
      case 'a':
        return (
          <a key={key} href={node.href} target="_blank" rel="noopener noreferrer" style={{ textDecoration: 'underline' }}>
            {children}
          </a>
        );
      case 'code':
        return <code key={key}>{children}</code>;
      case 'pre':
        return (
          <pre key={key} style={{ margin: 0 }}>
            {children}
          </pre>
        );
      case 'tg-spoiler':
        return (
          <span key={key} style={spoiler} title="Скрытый текст">
            {children}
          </span>
        );
      case 'blockquote':
        return <blockquote key={key}>{children}</blockquote>;
    }
  });

// A mailing's text as Telegram shows it: React elements built from the allowlist parse, never raw markup.
export function TelegramHtmlView({ html, empty = 'Текст не задан' }: { html: string; empty?: string }) {
  const nodes = parseTelegramHtml(html);
  if (nodes.length === 0) return <Typography.Text type="secondary">{empty}</Typography.Text>;
  return <div style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{renderNodes(nodes, 'n')}</div>;
}
