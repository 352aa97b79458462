import { BoldOutlined, CodeOutlined, EyeInvisibleOutlined, ItalicOutlined, LinkOutlined, StrikethroughOutlined, UnderlineOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Input, Modal, Space, Tooltip, Typography } from 'antd';
import type { TextAreaRef } from 'antd/es/input/TextArea';
import { useId, useRef, useState, type ReactNode } from 'react';
import { isSafeHref, wrapSelection, type FormatKey } from './telegramHtml';
import { TelegramHtmlView } from './TelegramHtmlView';

const TOOLS: { key: FormatKey; label: string; icon: ReactNode }[] = [
  { key: 'bold', label: 'Жирный', icon: <BoldOutlined /> },
  { key: 'italic', label: 'Курсив', icon: <ItalicOutlined /> },
  { key: 'underline', label: 'Подчёркнутый', icon: <UnderlineOutlined /> },
  { key: 'strike', label: 'Зачёркнутый', icon: <StrikethroughOutlined /> },
  { key: 'link', label: 'Ссылка', icon: <LinkOutlined /> },
  { key: 'code', label: 'Моноширинный', icon: <CodeOutlined /> },
  { key: 'spoiler', label: 'Скрытый текст', icon: <EyeInvisibleOutlined /> },
];

const LINK_INVALID = 'Адрес должен начинаться с http:// или https://';

type TelegramHtmlEditorProps = {
  id?: string; // set by Form.Item, so its label names the text area
  value?: string;
  onChange?: (value: string) => void;
  disabled?: boolean;
  'aria-invalid'?: boolean;
};

// The mailing text (issue 11): a text area whose toolbar wraps the selection in Telegram's HTML tags, and a live
// preview of how the message will look.
export function TelegramHtmlEditor({ id, value = '', onChange, disabled, ...rest }: TelegramHtmlEditorProps) {
  const area = useRef<TextAreaRef>(null);
  const previewId = useId();
  const [linkAsked, setLinkAsked] = useState<{ start: number; end: number } | null>(null);
  const [href, setHref] = useState('https://');
  const [hrefError, setHrefError] = useState<string | null>(null);

  const selection = () => {
    const element = area.current?.resizableTextArea?.textArea;
    return { start: element?.selectionStart ?? value.length, end: element?.selectionEnd ?? value.length };
  };

  const apply = (format: FormatKey, range: { start: number; end: number }, address?: string) => {
    const wrapped = wrapSelection(value, range.start, range.end, format, address);
    onChange?.(wrapped.text);
    // the caret goes back inside the new tags once React has written the text
    requestAnimationFrame(() => {
      const element = area.current?.resizableTextArea?.textArea;
      element?.focus();
      element?.setSelectionRange(wrapped.selectionStart, wrapped.selectionEnd);
    });
  };

  const onTool = (format: FormatKey) => {
    const range = selection();
    if (format !== 'link') return apply(format, range);
    setHref('https://');
    setHrefError(null);
    setLinkAsked(range);
  };

  const confirmLink = () => {
    const address = href.trim();
    if (!isSafeHref(address)) return setHrefError(LINK_INVALID);
    if (linkAsked) apply('link', linkAsked, address);
    setLinkAsked(null);
  };

  return (
    <Flex vertical gap={8}>
      <Space size={4} wrap role="toolbar" aria-label="Форматирование текста">
        {TOOLS.map((tool) => (
          <Tooltip key={tool.key} title={tool.label}>
            <Button size="small" icon={tool.icon} aria-label={tool.label} disabled={disabled} onMouseDown={(event) => event.preventDefault()} onClick={() => onTool(tool.key)} />
          </Tooltip>
        ))}
      </Space>
      <Input.TextArea
        id={id}
        ref={area}
        value={value}
        disabled={disabled}
        aria-invalid={rest['aria-invalid']}
        aria-describedby={previewId}
        autoSize={{ minRows: 5, maxRows: 16 }}
        placeholder="Текст уведомления. Выделите слова и нажмите кнопку, чтобы оформить их."
        onChange={(event) => onChange?.(event.target.value)}
      />
      <section aria-label="Предпросмотр" id={previewId}>
        <Card size="small" title="Предпросмотр" styles={{ body: { minHeight: 48 } }}>
          <TelegramHtmlView html={value} empty="Здесь появится сообщение в том виде, в каком его увидят в Telegram." />
        </Card>
      </section>
      <Modal
        open={linkAsked !== null}
        title="Ссылка"
        okText="Вставить"
        cancelText="Отмена"
        onOk={confirmLink}
        onCancel={() => setLinkAsked(null)}
        destroyOnHidden
      >
        <Typography.Text>Адрес ссылки</Typography.Text>
        <Input
          aria-label="Адрес ссылки"
          value={href}
          status={hrefError ? 'error' : undefined}
          onChange={(event) => setHref(event.target.value)}
          onPressEnter={confirmLink}
          autoFocus
        />
        {hrefError && <Typography.Text type="danger">{hrefError}</Typography.Text>}
      </Modal>
    </Flex>
  );
}
