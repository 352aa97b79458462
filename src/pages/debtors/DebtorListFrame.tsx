import { SearchOutlined } from '@ant-design/icons';
import type { HttpError } from '@refinedev/core';
import { Flex, Input } from 'antd';
import type { ReactNode } from 'react';
import { LoadError } from '../groups/list/LoadError';

type DebtorListFrameProps = {
  list: { search: string; setSearch: (text: string) => void; error: HttpError | null; query: { refetch: () => unknown } };
  children: ReactNode;
};

// A debtors tab: the student search over its table, or the load error with a retry in its place.
export function DebtorListFrame({ list, children }: DebtorListFrameProps) {
  return (
    <Flex vertical gap={16}>
      <Input
        allowClear
        prefix={<SearchOutlined />}
        placeholder="Поиск по ученику"
        aria-label="Поиск по ученику"
        value={list.search}
        onChange={(event) => list.setSearch(event.target.value)}
        style={{ maxWidth: 360 }}
      />
      {list.error ? <LoadError error={list.error} onRetry={() => void list.query.refetch()} /> : children}
    </Flex>
  );
}
