import { ArchivedSwitch } from './ArchivedSwitch';
import { LoadFailedAlert } from './LoadFailedAlert';
import { EditOutlined, InboxOutlined, PlusOutlined, UndoOutlined } from '@ant-design/icons';
import { useNotification } from '@refinedev/core';
import { Button, Flex, Table, Tooltip, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { serverMessageOf } from '../../crud/serverErrors';
import { useServerCall } from '../../crud/useServerCall';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { fillMessage } from '../../lib/message';
import { mailingToasts } from './mailingToasts';
import type { Template } from './mailingTypes';
import { TemplateFormModal, type TemplateValues } from './TemplateFormModal';
import { htmlToPlainText } from './telegramHtml';
import { useMailingRead } from './useMailingRead';
import { ToneTag } from './ToneTag';

// ours: the spec archives only; a template archived by mistake comes back the same way
const TEMPLATE_RESTORED = 'Шаблон успешно разархивирован!';
const TEMPLATE_RESTORE_FAILED = 'Ошибка при разархивировании шаблона: {message}';

// operations.md §2 "Templates tab": add, edit and archive the texts the mailing forms start from.
export function TemplatesTab() {
  const [withArchived, setWithArchived] = useState(false);
  const { data, loading, error, retry } = useMailingRead<Template[]>('announcements-controller/templates-info', {
    query: withArchived ? undefined : { isArchived: 'false' },
  });
  const { send } = useServerCall();
  const { open } = useNotification();
  const [editing, setEditing] = useState<Template | null | 'new'>(null);
  const [toArchive, setToArchive] = useState<Template | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (call: () => Promise<unknown>, success: string, failure: string) => {
    setBusy(true);
    try {
      await call();
      open?.({ type: 'success', message: success });
      retry();
      return true;
    } catch (failed) {
      open?.({ type: 'error', message: fillMessage(failure, serverMessageOf(failed as never)) });
      return false;
    } finally {
      setBusy(false);
    }
  };

  const save = async (values: TemplateValues) => {
    const done =
      editing === 'new'
        ? await run(() => send('post', 'announcement-templates', values), mailingToasts.templateCreated, mailingToasts.templateCreateFailed)
        : editing && (await run(() => send('patch', `announcement-templates/${editing.id}`, values), mailingToasts.templateUpdated, mailingToasts.templateUpdateFailed));
    if (done) setEditing(null);
  };

  const archive = async () => {
    if (!toArchive) return;
    const done = await run(() => send('patch', `announcement-templates/${toArchive.id}`, { isArchived: true }), mailingToasts.templateArchived, mailingToasts.templateArchiveFailed);
    if (done) setToArchive(null);
  };

  const columns: TableColumnsType<Template> = [
    { key: 'name', dataIndex: 'announcementTemplateName', title: 'Название', width: 260 },
    { key: 'text', dataIndex: 'announcementTemplateText', title: 'Текст', ellipsis: { showTitle: true }, render: (html: string) => htmlToPlainText(html) },
    { key: 'isArchived', dataIndex: 'isArchived', title: 'Состояние', width: 130, render: (archived: boolean) => (archived ? <ToneTag tone="default">В архиве</ToneTag> : <ToneTag tone="success">Активен</ToneTag>) },
    {
      key: 'actions',
      title: 'Действия',
      width: 110,
      align: 'center',
      render: (_, row) => (
        <Flex justify="center">
          <Tooltip title="Изменить">
            <Button type="text" icon={<EditOutlined />} aria-label={`Изменить шаблон «${row.announcementTemplateName}»`} onClick={() => setEditing(row)} />
          </Tooltip>
          {row.isArchived ? (
            <Tooltip title="Вернуть из архива">
              <Button
                type="text"
                icon={<UndoOutlined />}
                aria-label={`Вернуть шаблон «${row.announcementTemplateName}» из архива`}
                onClick={() => void run(() => send('patch', `announcement-templates/${row.id}`, { isArchived: false }), TEMPLATE_RESTORED, TEMPLATE_RESTORE_FAILED)}
              />
            </Tooltip>
          ) : (
            <Tooltip title="Архивировать">
              <Button type="text" icon={<InboxOutlined />} aria-label={`Архивировать шаблон «${row.announcementTemplateName}»`} onClick={() => setToArchive(row)} />
            </Tooltip>
          )}
        </Flex>
      ),
    },
  ];

  return (
    <Flex vertical gap={16}>
      <Flex gap={16} align="center" wrap>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
          Добавить шаблон
        </Button>
        <ArchivedSwitch id="templates-with-archived" checked={withArchived} onChange={setWithArchived} />
      </Flex>
      {error ? (
        <LoadFailedAlert error={error} retry={retry} />
      ) : (
        <Table<Template>
          rowKey="id"
          dataSource={data ?? []}
          loading={loading}
          columns={columns}
          size="middle"
          locale={{ emptyText: 'Шаблонов пока нет' }}
          pagination={{ pageSize: 25, hideOnSinglePage: true, showSizeChanger: false }}
          tableLayout="fixed"
        />
      )}
      <TemplateFormModal
        open={editing !== null}
        template={editing === 'new' ? null : editing}
        saving={busy}
        onSave={(values) => void save(values)}
        onCancel={() => setEditing(null)}
      />
      <ConfirmDialog
        open={toArchive !== null}
        title="Архивировать шаблон?"
        text={toArchive && `Шаблон «${toArchive.announcementTemplateName}» больше не будет предлагаться в формах рассылки.`}
        confirmText="Архивировать"
        loading={busy}
        onConfirm={() => void archive()}
        onCancel={() => setToArchive(null)}
      />
    </Flex>
  );
}
