import { LoadFailedAlert } from './LoadFailedAlert';
import { Empty, Flex, Table, Typography } from 'antd';
import type { RecipientOption } from './mailingTypes';
import { useGroupRecipients } from './mailingReads';
import { ToneTag } from './ToneTag';

const PAGE_SIZE = 25; // operations.md §9: recipients 25 a page

type Kind = 'students' | 'parents';
const TITLES: Record<Kind, string> = { students: 'Ученики', parents: 'Родители' };

function PreviewTable({ kind, classIds }: { kind: Kind; classIds: number[] }) {
  const { data, loading, error } = useGroupRecipients(kind, classIds);
  const rows = data ?? [];
  const withTelegram = rows.filter((row) => row.hasTelegramId).length;
  return (
    <section aria-label={`Получатели: ${TITLES[kind]}`}>
      <Typography.Title level={5}>
        {TITLES[kind]} {data && <Typography.Text type="secondary">— {rows.length}, из них в Telegram {withTelegram}</Typography.Text>}
      </Typography.Title>
      {error ? (
        <LoadFailedAlert error={error} />
      ) : (
        <Table<RecipientOption>
          rowKey="id"
          size="small"
          loading={loading}
          dataSource={rows}
          locale={{ emptyText: 'В выбранных группах никого нет' }}
          pagination={{ pageSize: PAGE_SIZE, hideOnSinglePage: true, showSizeChanger: false }}
          columns={[
            { key: 'name', dataIndex: 'name', title: 'Имя' },
            {
              key: 'hasTelegramId',
              dataIndex: 'hasTelegramId',
              title: 'Telegram',
              width: 140,
              render: (known: boolean) => (known ? <ToneTag tone="success">Подключён</ToneTag> : <ToneTag tone="warning">Не подключён</ToneTag>),
            },
          ]}
        />
      )}
    </section>
  );
}

// Who the mailing will reach, as the groups and kinds are chosen (announcements-controller/parents|students).
export function RecipientsPreview({ classIds, kinds }: { classIds: number[]; kinds: Kind[] }) {
  if (classIds.length === 0 || kinds.length === 0) {
    return <Empty description="Выберите группы и получателей, чтобы увидеть, кому уйдёт рассылка" />;
  }
  return (
    <Flex vertical gap={16}>
      {(['students', 'parents'] as const)
        .filter((kind) => kinds.includes(kind))
        .map((kind) => (
          <PreviewTable key={kind} kind={kind} classIds={classIds} />
        ))}
    </Flex>
  );
}
