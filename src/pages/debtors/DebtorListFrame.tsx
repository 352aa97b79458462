import { SearchOutlined } from '@ant-design/icons';
import type { HttpError } from '@refinedev/core';
import { Flex, Input } from 'antd';
import type { ReactNode } from 'react';
import { LoadError } from '../groups/list/LoadError';

type DebtorListFrameProps = {
  list: { search: string; setSearch: (text: string) => void; error: HttpError | null; query: { refetch: () => unknown } };
  actions?: ReactNode; // the tab's 'Выгрузить в Excel'
  searchLabel?: string; // what the search looks in, where it is more than the student
  children: ReactNode;
};

// A debtors tab: the student search (and the export) over its table, or the load error with a retry in its place.
export function DebtorListFrame({ list, actions, searchLabel = 'Поиск по ученику', children }: DebtorListFrameProps) {
  return (
    <Flex vertical gap={16}>
      <Flex gap={16} wrap justify="space-between">
      <Input
        allowClear
        prefix={<SearchOutlined />}
        placeholder={searchLabel}
        aria-label={searchLabel}
        value={list.search}
        onChange={(event) => list.setSearch(event.target.value)}
        style={{ maxWidth: 360 }}
      />
      {actions}
      </Flex>
      {list.error ? <LoadError error={list.error} onRetry={() => void list.query.refetch()} /> : children}
    </Flex>
  );
}
