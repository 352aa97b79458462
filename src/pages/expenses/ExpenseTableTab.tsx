import { PlusOutlined } from '@ant-design/icons';
import { useCan } from '@refinedev/core';
import { Alert, Button, Flex, Form, Switch, Table, Typography, type TableProps } from 'antd';
import { useState, type KeyboardEvent } from 'react';
import { useSearchParams } from 'react-router';
import { expenseList, type ExpenseRow } from '../../../resources/expenses';
import { formatMoney } from '../../../resources/money/kopecks';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ExportButton } from '../../crud/ExportButton';
import { useLocalStorageState } from '../../lib/useLocalStorageState';
import { ownerErrorText } from '../../lib/ownerQuery';
import { DISPLAY_DATE, formatDate } from '../../lib/date';
import { expenseColumns, type ExpenseTableRow } from './expenseColumns';
import { EXPENSE_PAGE_SIZES, exportQuery, paramsOfView, viewOfParams, type ExpenseView } from './expenseListQuery';
import { ExpenseFilters } from './ExpenseFilters';
import { AUTOFILL_KEY } from './expenseTabs';
import { useExpenseList, useLatestExpense } from './useExpenseList';
import { useExpenseLookups } from './useExpenseLookups';
import { useExpenseRowEditor } from './useExpenseRowEditor';

const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';

// Tab 1 of /expenses/table (money.md §2 "Expenses"): the expenses, 25 a page, paged, sorted and filtered by the
// server with the view in the URL; one row edited at a time (Enter saves, Escape cancels); a new row at the top,
// autofilled from the latest-dated expense when the switch is on; the amount column summed over the whole list;
// 'Выгрузить в Excel' for the filtered, sorted rows of every page.
export function ExpenseTableTab() {
  const [params, setParams] = useSearchParams();
  const view = viewOfParams(params);
  const setView = (next: Partial<ExpenseView>, keepPage = false) =>
    setParams(paramsOfView({ ...view, ...next, page: keepPage ? (next.page ?? view.page) : 1 }, params.get('tab')));
  const [autofill, setAutofill] = useLocalStorageState(AUTOFILL_KEY, true, isBoolean);
  const lookups = useExpenseLookups();
  const list = useExpenseList(view);
  const latest = useLatestExpense();
  const editor = useExpenseRowEditor({ lookups, onSaved: () => Promise.all([list.refetch(), latest.refetch()]) });
  const staffId = Form.useWatch('expenseStaffId', editor.form);
  const { data: canManage } = useCan({ resource: 'expense-types', action: 'edit' });
  const [toArchive, setToArchive] = useState<ExpenseRow | null>(null);

  const columns = expenseColumns({ view, lookups, editor, staffId, onArchive: setToArchive, canEdit: canManage?.can !== false });
  const editing = editor.editing;
  const newRow: ExpenseTableRow[] =
    editing?.isNew ? [{ ...({} as ExpenseRow), expenseId: editing.key, id: editing.key, expenseDate: editing.values.expenseDate, isNew: true }] : [];
  const rows = [...newRow, ...(list.rows ?? [])];

  const addRow = () => {
    editor.startCreate(latest.row, autofill);
    if (view.page !== 1) setView({}, false);
  };

  const onTableChange: TableProps<ExpenseTableRow>['onChange'] = (paging, _filters, sorter, { action }) => {
    if (action === 'paginate') {
      const pageSize = paging.pageSize ?? view.pageSize;
      setView({ page: pageSize === view.pageSize ? (paging.current ?? 1) : 1, pageSize }, true);
    }
    if (action === 'sort') {
      const first = Array.isArray(sorter) ? sorter[0] : sorter;
      setView({ sort: first?.order ? String(first.columnKey) : null, order: first?.order === 'ascend' ? 'asc' : 'desc' });
    }
  };

  const onRowKeyDown = (event: KeyboardEvent, row: ExpenseTableRow) => {
    if (!editing || editing.key !== row.expenseId) return;
    const target = event.target as HTMLElement;
    // an open select or date picker takes its own Enter and Escape
    if (target.closest('.ant-select-open, .ant-picker-focused')) return;
    if (event.key === 'Enter') {
      event.preventDefault();
      void editor.save();
    } else if (event.key === 'Escape') {
      editor.cancel();
    }
  };

  const latestRow = latest.row;
  return (
    <Flex vertical gap={12}>
      <Flex gap={16} align="center" wrap>
        <Button type="primary" icon={<PlusOutlined />} onClick={addRow} disabled={editing !== null || !lookups.loaded || canManage?.can === false}>
          Добавить расход
        </Button>
        <Flex gap={8} align="center">
          <Switch id="expenses-autofill" checked={autofill} onChange={setAutofill} aria-label="Автозаполнение из последней записи" />
          <label htmlFor="expenses-autofill">Автозаполнение из последней записи</label>
        </Flex>
        {autofill && latestRow ? (
          <Typography.Text type="secondary">
            Последняя запись: {formatDate(latestRow.expenseDate, DISPLAY_DATE)}, {latestRow.expenseTypeName}, {formatMoney(latestRow.expenseTotalAmount, { decimals: 2 })}
          </Typography.Text>
        ) : null}
        <div style={{ marginInlineStart: 'auto' }}>
          <ExportButton
            name={expenseList.name}
            query={exportQuery(view)}
            fields={columns.map(({ key }) => String(key)).filter((key) => Object.hasOwn(expenseList.fields, key))}
          />
        </div>
      </Flex>
      <ExpenseFilters view={view} lookups={lookups} onChange={(next) => setView(next)} />
      {list.error ? (
        <Alert
          type="error"
          showIcon
          message={ownerErrorText(list.error, 'Error loading data')}
          action={
            <Button size="small" onClick={() => void list.refetch()}>
              Повторить
            </Button>
          }
        />
      ) : null}
      <Form form={editor.form} component={false}>
        <Table<ExpenseTableRow>
          rowKey={(row) => String(row.expenseId)}
          columns={columns}
          dataSource={rows}
          loading={list.loading && !list.rows}
          tableLayout="fixed"
          scroll={{ x: 'max-content' }}
          size="middle"
          locale={{ emptyText: 'Нет данных' }}
          onChange={onTableChange}
          onRow={(row) => ({ onKeyDown: (event) => onRowKeyDown(event, row) })}
          pagination={{
            current: view.page,
            pageSize: view.pageSize,
            total: list.summary?.count,
            showSizeChanger: true,
            pageSizeOptions: EXPENSE_PAGE_SIZES,
            showTotal: (total) => `Всего: ${total}`,
          }}
          summary={() => (
            <Table.Summary>
              <Table.Summary.Row>
                <Table.Summary.Cell index={0}>
                  <Typography.Text strong>Итого</Typography.Text>
                </Table.Summary.Cell>
                <Table.Summary.Cell index={1}>
                  <Typography.Text strong style={{ whiteSpace: 'nowrap' }} aria-label="Сумма расходов">
                    {list.summary ? formatMoney(list.summary.totalAmount, { decimals: 2 }) : ''}
                  </Typography.Text>
                </Table.Summary.Cell>
                <Table.Summary.Cell index={2} colSpan={columns.length - 3} />
                {/* the actions column stays fixed on the right: a cell of its own, so it covers nothing else */}
                <Table.Summary.Cell index={columns.length - 1} />
              </Table.Summary.Row>
            </Table.Summary>
          )}
        />
      </Form>
      <ConfirmDialog
        open={toArchive !== null}
        title="Архивировать расход"
        text={
          toArchive
            ? `Вы уверены, что хотите архивировать расход от ${formatDate(toArchive.expenseDate, DISPLAY_DATE)} на ${formatMoney(toArchive.expenseTotalAmount, { decimals: 2 })}? Он не будет учитываться нигде.`
            : undefined
        }
        confirmText="Архивировать"
        danger
        loading={editor.writing}
        onConfirm={() => {
          const row = toArchive;
          setToArchive(null);
          if (row) void editor.archive(row);
        }}
        onCancel={() => setToArchive(null)}
      />
    </Flex>
  );
}
