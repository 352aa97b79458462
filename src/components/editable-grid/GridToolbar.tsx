import { PlusOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Flex, Input } from 'antd';
import { useEffect, useRef, useState, type ReactNode } from 'react';

type GridToolbarProps = {
  search: string;
  onSearch: (text: string) => void;
  onAdd?: () => void; // absent without create rights
  addLabel?: string; // the declaration's own wording of the add button
  addDisabled: boolean;
  extra: ReactNode; // the column chooser
};

const SEARCH_DELAY_MS = 300;

export function GridToolbar({ search, onSearch, onAdd, addLabel = 'Добавить', addDisabled, extra }: GridToolbarProps) {
  const [text, setText] = useState(search);
  const onSearchRef = useRef(onSearch);
  onSearchRef.current = onSearch;

  // the search can change from outside too (the URL of another visit, a reset): the box follows it
  useEffect(() => setText(search), [search]);

  // typing settles before the rows (or a server query) follow
  useEffect(() => {
    if (text === search) return;
    const timer = setTimeout(() => onSearchRef.current(text), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, search]);

  return (
    <Flex gap={8} wrap align="center" style={{ marginBottom: 12 }}>
      {onAdd && (
        <Button type="primary" icon={<PlusOutlined />} onClick={onAdd} disabled={addDisabled}>
          {addLabel}
        </Button>
      )}
      <Input
        aria-label="Поиск"
        placeholder="Поиск"
        prefix={<SearchOutlined />}
        allowClear
        value={text}
        onChange={(event) => setText(event.target.value)}
        style={{ width: 260 }}
      />
      <div style={{ marginInlineStart: 'auto' }}>{extra}</div>
    </Flex>
  );
}
