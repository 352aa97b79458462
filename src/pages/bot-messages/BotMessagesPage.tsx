import { CheckOutlined, CloseOutlined, EditOutlined } from '@ant-design/icons';
import { useEditableTable } from '@refinedev/antd';
import { useCan, type HttpError } from '@refinedev/core';
import { Alert, Button, Flex, Form, Input, Select, Space, Table, Tooltip, Typography, type TableColumnType } from 'antd';
import { useMemo, type KeyboardEvent, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import {
  BOT_MESSAGES_TITLE,
  botMessageProblem,
  botMessages,
  botMessageTexts,
  botMessageTypeLabels,
  botReaderLabels,
  type BotMessageRow,
} from '../../../resources/bot-messages';
import { fillMessage } from '../../lib/message';
import { matchesSearch, placeholderHint, ruleOf } from './botMessageView';

type Values = Pick<BotMessageRow, 'messageTitle' | 'messageBody' | 'messageType' | 'messageTypeForUser'>;

const typeOptions = Object.entries(botMessageTypeLabels).map(([value, label]) => ({ value, label }));
const readerOptions = Object.entries(botReaderLabels).map(([value, label]) => ({ value, label }));
const preWrap = { whiteSpace: 'pre-wrap' as const, margin: 0 };

// /mix/bot-messages (operations.md §2 "Bot messages", §8): the texts the Telegram bot says, an editable table of
// title, body, type and type-for-user, a row at a time (Ctrl+Enter saves, Escape cancels). The page and its search
// live in the address; those without manage Service see the table without edit buttons.
export function BotMessagesPage() {
  const canEdit = useCan({ resource: botMessages.name, action: 'manage', params: { subject: 'Service' } }).data?.can === true;
  const [params, setParams] = useSearchParams();
  const search = params.get('q') ?? '';
  const { tableProps, formProps, isEditing, setId, saveButtonProps, cancelButtonProps, form, tableQuery } = useEditableTable<
    BotMessageRow,
    HttpError,
    Values
  >({
    resource: botMessages.name,
    meta: { declaration: botMessages },
    pagination: { mode: 'client', pageSize: 10 },
    sorters: { mode: 'off' },
    filters: { mode: 'off' },
    syncWithLocation: true,
    autoSubmitClose: true,
    mutationMode: 'pessimistic',
    successNotification: () => ({ type: 'success', message: botMessageTexts.updated }),
    errorNotification: (error) => ({ type: 'error', message: fillMessage(botMessageTexts.updateFailed, error?.message) }),
  });
  const rows = useMemo(() => (tableProps.dataSource ?? []).filter((row) => matchesSearch(row, search)), [tableProps.dataSource, search]);
  const editedType = Form.useWatch('messageType', form) as string | undefined;

  // the form shows the row at once; Refine's edit form reads it again (GET bot-messages/{id}) and keeps it fresh
  const startEdit = (row: BotMessageRow) => {
    setId(row.botMessageId);
    form.setFieldsValue({
      messageTitle: row.messageTitle,
      messageBody: row.messageBody,
      messageType: row.messageType,
      messageTypeForUser: row.messageTypeForUser,
    });
  };

  const save = async () => {
    const values = await form.validateFields().catch(() => undefined);
    if (!values) return;
    const problem = botMessageProblem(values);
    if (problem) {
      form.setFields([{ name: problem.field as keyof Values, errors: [problem.message] }]);
      return;
    }
    form.submit();
  };
  const onRowKeyDown = (event: KeyboardEvent, row: BotMessageRow) => {
    if (!isEditing(row.botMessageId)) return;
    if (event.key === 'Escape') cancelButtonProps.onClick?.(event as never);
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) void save();
  };

  const editable = (key: keyof Values, view: (row: BotMessageRow) => ReactNode, editor: ReactNode, width: number): TableColumnType<BotMessageRow> => ({
    key,
    dataIndex: key,
    title: botMessages.fields[key]?.label,
    width,
    render: (_value, row) =>
      isEditing(row.botMessageId) ? (
        <Form.Item name={key} rules={[ruleOf(key)]} style={{ margin: 0 }} extra={key === 'messageBody' ? placeholderHint(editedType ?? row.messageType) : undefined}>
          {editor}
        </Form.Item>
      ) : (
        view(row)
      ),
  });

  const columns: TableColumnType<BotMessageRow>[] = [
    editable('messageTitle', (row) => row.messageTitle, <Input aria-label="Заголовок" autoFocus />, 200),
    editable('messageBody', (row) => <p style={preWrap}>{row.messageBody}</p>, <Input.TextArea aria-label="Текст" autoSize={{ minRows: 3, maxRows: 12 }} />, 380),
    editable(
      'messageType',
      (row) => botMessageTypeLabels[row.messageType as keyof typeof botMessageTypeLabels] ?? row.messageType,
      <Select aria-label="Тип" options={typeOptions} showSearch optionFilterProp="label" />,
      190,
    ),
    editable(
      'messageTypeForUser',
      (row) => botReaderLabels[row.messageTypeForUser as keyof typeof botReaderLabels] ?? row.messageTypeForUser,
      <Select aria-label="Для кого" options={readerOptions} />,
      150,
    ),
  ];
  if (canEdit) {
    columns.push({
      key: 'actions',
      title: 'Действия',
      width: 110,
      fixed: 'right',
      render: (_value, row) =>
        isEditing(row.botMessageId) ? (
          <Space>
            <Tooltip title="Сохранить">
              <Button type="primary" icon={<CheckOutlined />} aria-label="Сохранить" loading={saveButtonProps.loading} onClick={() => void save()} />
            </Tooltip>
            <Tooltip title="Отмена">
              <Button icon={<CloseOutlined />} aria-label="Отмена" {...cancelButtonProps} />
            </Tooltip>
          </Space>
        ) : (
          <Tooltip title="Изменить">
            <Button
              icon={<EditOutlined />}
              aria-label={`Изменить «${row.messageTitle}»`}
              disabled={Boolean(saveButtonProps.loading)}
              onClick={() => startEdit(row)}
            />
          </Tooltip>
        ),
    });
  }

  return (
    <>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {BOT_MESSAGES_TITLE}
      </Typography.Title>
      <Flex gap={8} style={{ marginBottom: 12 }}>
        <Input.Search
          aria-label="Поиск по сообщениям"
          placeholder="Поиск по заголовку и тексту"
          allowClear
          defaultValue={search}
          onSearch={(value) => {
            const next = new URLSearchParams(params);
            if (value.trim()) next.set('q', value.trim());
            else next.delete('q');
            next.delete('current');
            setParams(next, { replace: true });
          }}
          style={{ maxWidth: 360 }}
        />
      </Flex>
      {tableQuery.isError ? <Alert type="error" showIcon message="Ошибка загрузки данных" style={{ marginBottom: 12 }} /> : null}
      <Form {...formProps} component={false}>
        <Table<BotMessageRow>
          {...tableProps}
          dataSource={rows}
          // the quick search narrows the loaded rows, so the pages count what it leaves
          pagination={tableProps.pagination && { ...tableProps.pagination, total: rows.length }}
          rowKey="botMessageId"
          columns={columns}
          tableLayout="fixed"
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: 'Нет данных' }}
          onRow={(row) => ({ onKeyDown: (event) => onRowKeyDown(event, row) })}
        />
      </Form>
    </>
  );
}

export default BotMessagesPage;
