import { ReloadOutlined } from '@ant-design/icons';
import { useGo } from '@refinedev/core';
import { Alert, Button, Flex, Table, Tabs, Typography } from 'antd';
import { errorTableTabs, type ErrorTableKey } from '../../../resources/sheet-errors';
import { readList } from '../../crud/readList';
import { useBrowserTable } from '../../crud/useBrowserTable';
import { fillMessage } from '../../lib/message';
import { useTabParam } from '../../lib/useTabParam';
import { errorColumns, type ErrorRow } from './errorColumns';

const PAGE_SIZE = 10; // operations.md §9: tables show 10 rows a page by default
const LOAD_FAILED = 'Ошибка при загрузке данных: {message}';

const emptyText: Record<ErrorTableKey, string> = {
  'no-update-table': 'Все таблицы заполнены за прошедшие уроки',
  'student-not-found-table': 'Все ученики из таблиц найдены в своих группах',
  'wrong-cycle-table': 'Во всех таблицах указан текущий цикл группы',
};

// each tab's whole list as the data provider reads it, paged here with its page in the URL
const errorLists = Object.fromEntries(errorTableTabs.map((tab) => [tab.key, readList<ErrorRow>(tab.path, 'Service', 'errorId')]));

function ErrorTable({ tab }: { tab: (typeof errorTableTabs)[number] }) {
  const list = useBrowserTable<ErrorRow>({ declaration: errorLists[tab.key], pageSize: PAGE_SIZE });
  const { query, rows } = list;
  if (query.error) {
    return (
      <Alert
        type="error"
        showIcon
        message={fillMessage(LOAD_FAILED, query.error.message)}
        action={
          <Button icon={<ReloadOutlined />} onClick={() => void query.refetch()}>
            Повторить
          </Button>
        }
      />
    );
  }
  return (
    <Flex vertical gap={8}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Text type="secondary">Проблемы последней сверки гугл-таблиц групп: {query.isLoading ? '…' : rows.length}</Typography.Text>
        <Button icon={<ReloadOutlined />} loading={query.isFetching} onClick={() => void query.refetch()}>
          Обновить
        </Button>
      </Flex>
      <Table<ErrorRow>
        rowKey="errorId"
        size="middle"
        loading={query.isLoading}
        dataSource={rows}
        columns={errorColumns[tab.key] as never}
        locale={{ emptyText: emptyText[tab.key] }}
        onChange={list.tableProps.onChange}
        pagination={{ ...list.tableProps.pagination, showSizeChanger: false, hideOnSinglePage: true }}
      />
    </Flex>
  );
}

// /service/error-tables (operations.md §2 "Error tables"): what the spreadsheet sync found, three tabs.
export default function ErrorTablesPage() {
  const [tab] = useTabParam(errorTableTabs);
  const go = useGo();
  // a new tab starts on its first page: the address keeps the tab alone
  const open = (key: string) => go({ type: 'replace', query: { tab: key } });
  return (
    <Flex vertical gap={16}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        Таблицы ошибок
      </Typography.Title>
      <Tabs
        activeKey={tab.key}
        onChange={open}
        destroyOnHidden
        items={errorTableTabs.map((item) => ({ key: item.key, label: item.label, children: <ErrorTable tab={item} /> }))}
      />
    </Flex>
  );
}
