import { Typography } from 'antd';
import type { DigestAnswer } from '../../../resources/integrity-digest/api';
import { formatDate } from '../../lib/date';

const time = (iso: string) => new Date(iso).toLocaleTimeString('ru-RU', { hour: '2-digit', minute: '2-digit' });

const namesOf = (digest: DigestAnswer, outcome: 'queued' | 'no-telegram') =>
  digest.delivery.filter((owner) => owner.outcome === outcome).map((owner) => owner.name);

const deliveryText = (digest: DigestAnswer) => {
  if (digest.delivery.length === 0) return digest.source === 'live' ? 'Сообщение в Telegram за сегодня еще не отправлялось (отправляется в 09:00).' : '';
  const sent = namesOf(digest, 'queued');
  const skipped = namesOf(digest, 'no-telegram');
  return [sent.length > 0 ? `Отправлено в Telegram: ${sent.join(', ')}.` : '', skipped.length > 0 ? `Без Telegram, не отправлено: ${skipped.join(', ')}.` : '']
    .filter(Boolean)
    .join(' ');
};

// Where the lines come from (checked just now, or stored at 09:00) and whom the day's Telegram message went to.
export function DeliveryNote({ digest }: { digest: DigestAnswer }) {
  const source = digest.source === 'live' ? `Проверено сейчас, в ${time(digest.builtAt)}.` : `Сводка собрана ${formatDate(digest.builtAt)} в ${time(digest.builtAt)}.`;
  const ledger = digest.ledgerCheckedAt === digest.builtAt ? '' : `Сверка долгов с историей — по проверке ${formatDate(digest.ledgerCheckedAt)} в ${time(digest.ledgerCheckedAt)}.`;
  return (
    <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
      {[source, ledger, deliveryText(digest)].filter(Boolean).join(' ')}
    </Typography.Paragraph>
  );
}
