import { SearchOutlined } from '@ant-design/icons';
import { Button, Input, Space } from 'antd';
import { useEffect, useState } from 'react';

type ColumnTextFilterProps = { label: string; value: string; onApply: (text: string) => void };

export function ColumnTextFilter({ label, value, onApply }: ColumnTextFilterProps) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  return (
    // keys typed here belong to the filter, not to the table around it
    <div style={{ padding: 8, width: 240 }} onKeyDown={(event) => event.stopPropagation()}>
      <Input
        aria-label={`Фильтр: ${label}`}
        placeholder={`Поиск: ${label}`}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onPressEnter={() => onApply(text)}
        allowClear
        autoFocus
      />
      <Space style={{ marginTop: 8 }}>
        <Button type="primary" size="small" icon={<SearchOutlined />} onClick={() => onApply(text)}>
          Найти
        </Button>
        <Button size="small" onClick={() => onApply('')}>
          Сбросить
        </Button>
      </Space>
    </div>
  );
}
