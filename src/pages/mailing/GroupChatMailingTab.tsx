import { LoadFailedAlert } from './LoadFailedAlert';
import { UploadOutlined } from '@ant-design/icons';
import { Button, Form, Select, Typography, Upload, type UploadFile } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo } from 'react';
import { MAILING_FILE_ACCEPT, MAILING_MESSAGES, MAX_FILES } from '../../../resources/operations/mailing-form';
import { groupChatFormIssues, resetMailingForm, showFormIssues } from './formIssues';
import { chatOptions, chosenChatIds } from './groupChatOptions';
import { MailingForm, sendDateTimeOf } from './MailingForm';
import { useMailingCreate } from './useMailingCreate';
import { useLiveGroupChats } from './mailingReads';

type Values = { groupChatIds: string[]; sendDateTime: Dayjs | null; messageTemplate: number | null; messageText: string; files: UploadFile[] };

const FIELDS = ['groupChatIds', 'sendDateTime', 'messageTemplate', 'messageText', 'files'];
const initialValues = (): Values => ({ groupChatIds: [], sendDateTime: dayjs(), messageTemplate: null, messageText: '', files: [] });

const factsOf = (files: UploadFile[]) => files.map((file) => ({ type: file.originFileObj?.type ?? file.type ?? '', size: file.originFileObj?.size ?? file.size ?? 0 }));

// A file is refused as soon as it is chosen, not only on sending: one rule per §5 file message.
const fileProblems = (files: UploadFile[] | undefined) => groupChatFormIssues({ messageText: '', groupChatIds: [], sendDateTime: '' }, factsOf(files ?? [])).files ?? [];
const fileRules = [MAILING_MESSAGES.tooManyFiles, MAILING_MESSAGES.fileType, MAILING_MESSAGES.fileSize].map((message) => ({
  validator: (_rule: unknown, files: UploadFile[] | undefined) => (fileProblems(files).includes(message) ? Promise.reject(new Error(message)) : Promise.resolve()),
}));

// operations.md §2 "Group-chat tab", §5 "Group-chat mailing", §7 POST announcements-controller/groupChat/new
// (multipart). Files are checked here with §5's messages before anything is sent; the server checks the bytes.
export function GroupChatMailingTab({ canSend }: { canSend: boolean }) {
  const [form] = Form.useForm();
  const chats = useLiveGroupChats();
  const options = useMemo(() => chatOptions(chats.data ?? []), [chats.data]);
  const { create, sending } = useMailingCreate();


  const submit = async () => {
    const values = form.getFieldsValue(true) as Values;
    const fields = {
      messageText: values.messageText ?? '',
      groupChatIds: chosenChatIds(values.groupChatIds ?? [], options),
      sendDateTime: sendDateTimeOf(values.sendDateTime),
      messageTemplate: values.messageTemplate ?? null,
    };
    const files = values.files ?? [];
    const issues = groupChatFormIssues(fields, factsOf(files));
    if (!showFormIssues(form, issues, FIELDS)) return;
    const body = new FormData();
    body.append('messageText', fields.messageText);
    for (const id of fields.groupChatIds) body.append('groupChatIds', String(id));
    body.append('sendDateTime', fields.sendDateTime);
    body.append('messageTemplate', fields.messageTemplate === null ? '' : String(fields.messageTemplate));
    for (const file of files) if (file.originFileObj) body.append('images', file.originFileObj, file.name);
    if (await create('announcements-controller/groupChat/new', body)) clear();
  };

  const clear = () => resetMailingForm(form, initialValues(), FIELDS);

  return (
    <MailingForm
      form={form}
      name="groupChatMailing"
      label="Рассылка в групповые чаты"
      initialValues={initialValues()}
      style={{ maxWidth: 860 }}
      recipients={
        <>
          {chats.error && <LoadFailedAlert error={chats.error} style={{ marginBottom: 16 }} />}
          <Form.Item name="groupChatIds" label="Групповые чаты" extra={chats.data?.length === 0 ? 'Чатов пока нет: добавьте бота в группу Telegram, и чат появится на вкладке «Групповые чаты».' : undefined}>
            <Select mode="multiple" allowClear showSearch optionFilterProp="label" placeholder="Выберите чаты" loading={chats.loading} options={options.map(({ value, label }) => ({ value, label }))} />
          </Form.Item>
        </>
      }
      textLabel="Текст сообщения"
      afterText={
        <>
          <Form.Item
            name="files"
            label="Файлы"
            valuePropName="fileList"
            getValueFromEvent={(event: { fileList: UploadFile[] }) => event.fileList}
            rules={fileRules}
            extra={`До ${MAX_FILES} файлов: изображения JPEG, PNG, GIF до 10 МБ и видео MP4 до 50 МБ.`}
          >
            <Upload multiple accept={MAILING_FILE_ACCEPT} beforeUpload={() => false}>
              <Button icon={<UploadOutlined />}>Прикрепить файлы</Button>
            </Upload>
          </Form.Item>
          <Typography.Paragraph type="secondary">Несколько файлов уходят одним альбомом, текст — подписью к нему.</Typography.Paragraph>
        </>
      }
      canSend={canSend}
      sending={sending}
      onSubmit={() => void submit()}
      onClear={clear}
    />
  );
}
