import { SendOutlined } from '@ant-design/icons';
import { Button, Flex, Form, Tooltip, type FormInstance } from 'antd';
import type { Dayjs } from 'dayjs';
import type { CSSProperties, ReactNode } from 'react';
import { SendDateTimePicker } from './SendDateTimePicker';
import { TelegramHtmlEditor } from './TelegramHtmlEditor';
import { TemplatePicker } from './TemplatePicker';

type MailingFormProps = {
  form: FormInstance;
  name: string;
  label: string; // the form's accessible name
  initialValues: object;
  recipients: ReactNode; // the fields that say who gets it
  textLabel?: string; // 'Текст уведомления' unless the tab says otherwise
  afterText?: ReactNode; // the attachments of a group-chat mailing
  canSend: boolean;
  sending: boolean;
  onSubmit: () => void;
  onClear: () => void;
  style?: CSSProperties;
};

// The body of the three mailing forms (operations.md §2 "Mailing"): who gets it, then the send time, the template
// (choosing one fills the text), the text in Telegram's HTML, and 'Создать рассылку' (off while the bot is not
// configured: the page's warning says why) beside 'Очистить'.
export function MailingForm({ form, name, label, initialValues, recipients, textLabel = 'Текст уведомления', afterText, canSend, sending, onSubmit, onClear, style }: MailingFormProps) {
  const button = (
    <Button type="primary" icon={<SendOutlined />} loading={sending} disabled={!canSend} onClick={onSubmit}>
      Создать рассылку
    </Button>
  );
  return (
    <Form form={form} name={name} layout="vertical" initialValues={initialValues} aria-label={label} style={style}>
      {recipients}
      <Form.Item name="sendDateTime" label="Дата и время отправки">
        <SendDateTimePicker />
      </Form.Item>
      <Form.Item name="messageTemplate" label="Шаблон">
        <TemplatePicker onPick={(template) => template && form.setFieldValue('messageText', template.announcementTemplateText)} />
      </Form.Item>
      <Form.Item name="messageText" label={textLabel}>
        <TelegramHtmlEditor />
      </Form.Item>
      {afterText}
      <Flex gap={8}>
        {canSend ? button : <Tooltip title="Telegram-бот не настроен">{button}</Tooltip>}
        <Button onClick={onClear} disabled={sending}>
          Очистить
        </Button>
      </Flex>
    </Form>
  );
}

// the chosen moment as the API takes it (an invalid one is left for the form's own check to name)
export const sendDateTimeOf = (moment: Dayjs | null | undefined) => (moment?.isValid() ? moment.toISOString() : (undefined as unknown as string));

