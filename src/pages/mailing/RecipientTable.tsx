import { CheckCircleOutlined, ClockCircleOutlined, CloseCircleOutlined } from '@ant-design/icons';
import { Alert, Table, Typography, type TableColumnsType } from 'antd';
import { RECIPIENT_LIST_TITLES, type RecipientList } from './audience';
import type { DeliveryRow, RecipientOption } from './mailingTypes';
import { formatInZone } from './timeZone';
import { useMailingTimeZone } from './TimeZoneSelect';
import { useRecipientList } from './mailingReads';
import { ToneTag } from './ToneTag';

const PAGE_SIZE = 25; // operations.md §9: recipients 25 a page
const ERROR_LOADING_STUDENTS = 'Error loading students'; // operations.md §2, letter for letter

type RecipientTableProps = { announcementId: number; list: RecipientList; dispatched: boolean; refetchInterval: number | false };

const deliveredCell = (row: DeliveryRow) => {
  if (row.isSent) return <ToneTag tone="success" icon={<CheckCircleOutlined />}>Доставлено</ToneTag>;
  if (row.state === 'PENDING' || row.state === 'SENDING') return <ToneTag tone="default" icon={<ClockCircleOutlined />}>Отправляется</ToneTag>;
  if (row.state === 'CANCELLED') return <ToneTag tone="default">Отменено</ToneTag>;
  return <ToneTag tone="error" icon={<CloseCircleOutlined />}>Не доставлено</ToneTag>;
};

// One recipient list of a mailing: before dispatch who would get it (and whether the bot knows them), afterwards
// the outbox rows with the per-person delivered flag (isSent).
export function RecipientTable({ announcementId, list, dispatched, refetchInterval }: RecipientTableProps) {
  const [zone] = useMailingTimeZone();
  const { data, loading, error } = useRecipientList(announcementId, list, dispatched, { refetchInterval });
  const title = RECIPIENT_LIST_TITLES[list];
  const nameTitle = list === 'group-chats' ? 'Чат' : 'Имя';

  const deliveryColumns: TableColumnsType<DeliveryRow> = [
    { key: 'personName', dataIndex: 'personName', title: nameTitle },
    { key: 'isSent', title: 'Доставлено', width: 170, render: (_, row) => deliveredCell(row) },
    { key: 'sentAt', dataIndex: 'sentAt', title: 'Время доставки', width: 160, render: (moment: string | null) => formatInZone(moment, zone) },
    { key: 'error', dataIndex: 'error', title: 'Причина', width: 220, render: (reason: string | null) => reason ?? '' },
  ];
  const recipientColumns: TableColumnsType<RecipientOption> = [
    { key: 'name', dataIndex: 'name', title: nameTitle },
    ...(list === 'group-chats' ? [{ key: 'schoolClassName', dataIndex: 'schoolClassName', title: 'Группа', width: 220 }] : []),
    {
      key: 'hasTelegramId',
      dataIndex: 'hasTelegramId',
      title: 'Telegram',
      width: 170,
      render: (known: boolean) => (known ? <ToneTag tone="success">Подключён</ToneTag> : <ToneTag tone="warning">Не подключён</ToneTag>),
    },
  ];

  return (
    <section aria-label={title}>
      <Typography.Title level={5}>{title}</Typography.Title>
      {error ? (
        <Alert type="error" showIcon message={ERROR_LOADING_STUDENTS} description={error.message} />
      ) : dispatched ? (
        <Table<DeliveryRow>
          rowKey="personId"
          dataSource={(data ?? []) as DeliveryRow[]}
          loading={loading}
          columns={deliveryColumns}
          size="small"
          locale={{ emptyText: 'Получателей нет' }}
          pagination={{ pageSize: PAGE_SIZE, hideOnSinglePage: true, showSizeChanger: false }}
        />
      ) : (
        <Table<RecipientOption>
          rowKey="id"
          dataSource={(data ?? []) as RecipientOption[]}
          loading={loading}
          columns={recipientColumns}
          size="small"
          locale={{ emptyText: 'Получателей нет' }}
          pagination={{ pageSize: PAGE_SIZE, hideOnSinglePage: true, showSizeChanger: false }}
        />
      )}
    </section>
  );
}
