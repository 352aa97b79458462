import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Tooltip, type TableColumnsType } from 'antd';
import { mailingTemplates, templateArchiveToasts } from '../../../resources/mailing-templates';
import { DeclaredFormModal, type FormInputProps } from '../../crud/DeclaredFormModal';
import { useDeclaredModalForm } from '../../crud/useDeclaredModalForm';
import { ArchivableTable } from './ArchivableTable';
import type { Template } from './mailingTypes';
import { htmlToPlainText } from './telegramHtml';
import { TelegramHtmlEditor } from './TelegramHtmlEditor';

const columns: TableColumnsType<Template> = [
  { key: 'name', dataIndex: 'announcementTemplateName', title: 'Название', width: 260 },
  { key: 'text', dataIndex: 'announcementTemplateText', title: 'Текст', ellipsis: { showTitle: true }, render: (html: string) => htmlToPlainText(html) },
];

// the template's text is written in the mailing forms' own editor (Telegram's HTML)
const TemplateText = ({ id, value, onChange }: FormInputProps) => <TelegramHtmlEditor id={id} value={typeof value === 'string' ? value : ''} onChange={onChange} />;

// operations.md §2 "Templates tab": add, edit and archive the texts the mailing forms start from; the dialog is
// the declaration's (resources/mailing-templates).
export function TemplatesTab() {
  const create = useDeclaredModalForm(mailingTemplates, 'create');
  const edit = useDeclaredModalForm(mailingTemplates, 'edit');
  const nameOf = (row: Template) => row.announcementTemplateName;
  return (
    <Flex vertical gap={16}>
      <ArchivableTable<Template>
        declaration={mailingTemplates}
        columns={columns}
        toolbar={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => create.open()}>
            Добавить шаблон
          </Button>
        }
        editButton={(row) => (
          <Tooltip title="Изменить">
            <Button type="text" icon={<EditOutlined />} aria-label={`Изменить шаблон «${nameOf(row)}»`} onClick={() => edit.open(row)} />
          </Tooltip>
        )}
        texts={{
          switchId: 'templates-with-archived',
          empty: 'Шаблонов пока нет',
          archiveLabel: (row) => `Архивировать шаблон «${nameOf(row)}»`,
          restoreLabel: (row) => `Вернуть шаблон «${nameOf(row)}» из архива`,
          confirmTitle: 'Архивировать шаблон?',
          confirmText: (row) => `Шаблон «${nameOf(row)}» больше не будет предлагаться в формах рассылки.`,
        }}
        toasts={templateArchiveToasts}
      />
      <DeclaredFormModal declaration={mailingTemplates} form={create} inputs={{ announcementTemplateText: TemplateText }} />
      <DeclaredFormModal declaration={mailingTemplates} form={edit} inputs={{ announcementTemplateText: TemplateText }} />
    </Flex>
  );
}
