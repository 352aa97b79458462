import { FilterOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Checkbox, Empty, Input, Space, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useReferenceOptions, type ReferenceId } from '../useReferenceOptions';

type ColumnChoiceFilterProps = {
  label: string;
  target: string; // the list the values come from, e.g. 'student-cities'
  value: ReferenceId[];
  onApply: (ids: ReferenceId[]) => void;
};

const fold = (text: string) => text.toLocaleLowerCase('ru-RU').replace(/ё/g, 'е').trim();

// A column filter on one or more entries of a list, ticked in a searchable list; the entries load when the
// filter is first opened.
export function ColumnChoiceFilter({ label, target, value, onApply }: ColumnChoiceFilterProps) {
  const { options, loading } = useReferenceOptions(target);
  const [chosen, setChosen] = useState<ReferenceId[]>(value);
  const [search, setSearch] = useState('');
  useEffect(() => setChosen(value), [value]);
  const shown = options.filter((option) => fold(option.label).includes(fold(search)));

  return (
    // keys typed here belong to the filter, not to the table around it
    <div style={{ padding: 8, width: 260 }} onKeyDown={(event) => event.stopPropagation()}>
      <Input
        aria-label={`Поиск: ${label}`}
        placeholder={`Поиск: ${label}`}
        prefix={<SearchOutlined />}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        allowClear
        autoFocus
      />
      <div style={{ maxHeight: 240, overflowY: 'auto', margin: '8px 0' }}>
        {loading ? (
          <Spin size="small" />
        ) : shown.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Нет данных" />
        ) : (
          <Checkbox.Group<ReferenceId>
            aria-label={`Фильтр: ${label}`}
            value={chosen}
            onChange={setChosen}
            style={{ display: 'flex', flexDirection: 'column', gap: 4 }}
            options={shown}
          />
        )}
      </div>
      <Space>
        <Button type="primary" size="small" icon={<FilterOutlined />} onClick={() => onApply(chosen)}>
          Применить
        </Button>
        <Button size="small" onClick={() => onApply([])}>
          Сбросить
        </Button>
      </Space>
    </div>
  );
}
