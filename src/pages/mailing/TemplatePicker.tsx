import { Select } from 'antd';
import type { Template } from './mailingTypes';
import { useLiveTemplates } from './mailingReads';

type TemplatePickerProps = { id?: string; value?: number | null; onChange?: (value: number | null) => void; onPick: (template: Template | null) => void };

// The templates not archived; choosing one fills the text (operations.md §2 "Mailing", §7 messageTemplate).
export function TemplatePicker({ id, value, onChange, onPick }: TemplatePickerProps) {
  const { data, loading } = useLiveTemplates();
  const templates = data ?? [];
  return (
    <Select<number>
      id={id}
      allowClear
      showSearch
      optionFilterProp="label"
      loading={loading}
      placeholder="Без шаблона"
      value={value ?? undefined}
      options={templates.map((template) => ({ value: template.id, label: template.announcementTemplateName }))}
      notFoundContent="Шаблонов нет"
      onChange={(chosen) => {
        onChange?.(chosen ?? null);
        onPick(templates.find((template) => template.id === chosen) ?? null);
      }}
    />
  );
}
