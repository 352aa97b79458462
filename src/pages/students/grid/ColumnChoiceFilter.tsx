import { FilterOutlined } from '@ant-design/icons';
import { Button, Select, Space } from 'antd';
import { useEffect, useState } from 'react';
import { useReferenceOptions, type ReferenceId } from '../../../components/useReferenceOptions';

type ColumnChoiceFilterProps = {
  label: string;
  target: string; // the list the values come from, e.g. 'student-cities'
  value: ReferenceId[];
  onApply: (ids: ReferenceId[]) => void;
};

// A column filter on one or more entries of a list; its entries load when the filter is first opened.
export function ColumnChoiceFilter({ label, target, value, onApply }: ColumnChoiceFilterProps) {
  const { options, loading } = useReferenceOptions(target);
  const [chosen, setChosen] = useState<ReferenceId[]>(value);
  useEffect(() => setChosen(value), [value]);
  return (
    // keys typed here belong to the filter, not to the table around it
    <div style={{ padding: 8, width: 280 }} onKeyDown={(event) => event.stopPropagation()}>
      <Select<ReferenceId[]>
        aria-label={`Фильтр: ${label}`}
        mode="multiple"
        placeholder={`Выберите: ${label}`}
        options={options}
        loading={loading}
        value={chosen}
        onChange={setChosen}
        showSearch
        optionFilterProp="label"
        allowClear
        notFoundContent="Нет данных"
        maxTagCount="responsive"
        style={{ width: '100%' }}
        autoFocus
      />
      <Space style={{ marginTop: 8 }}>
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
