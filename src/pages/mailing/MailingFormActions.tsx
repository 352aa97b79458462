import { SendOutlined } from '@ant-design/icons';
import { Button, Flex, Tooltip } from 'antd';

type MailingFormActionsProps = { canSend: boolean; sending: boolean; onSubmit: () => void; onClear: () => void };

// The create button, off while the bot is not configured (the page's warning says why).
export function MailingFormActions({ canSend, sending, onSubmit, onClear }: MailingFormActionsProps) {
  const button = (
    <Button type="primary" icon={<SendOutlined />} loading={sending} disabled={!canSend} onClick={onSubmit}>
      Создать рассылку
    </Button>
  );
  return (
    <Flex gap={8}>
      {canSend ? button : <Tooltip title="Telegram-бот не настроен">{button}</Tooltip>}
      <Button onClick={onClear} disabled={sending}>
        Очистить
      </Button>
    </Flex>
  );
}
