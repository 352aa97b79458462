import { CheckOutlined, CloseOutlined, EditOutlined, InboxOutlined } from '@ant-design/icons';
import { Button, Checkbox, DatePicker, Form, Input, InputNumber, Select, Space, type TableColumnsType } from 'antd';
import type { Rule } from 'antd/es/form';
import {
  EXPENSE_DATE_REQUIRED,
  EXPENSE_PAYMENT_TYPE_REQUIRED,
  EXPENSE_TYPE_REQUIRED,
  expenseList,
  type ExpenseRow,
} from '../../../resources/expenses';
import { expenseAmountProblem } from '../../../resources/money/expense-amount';
import { employeeLabel } from '../../../resources/money/expense-autofill';
import { formatMoney } from '../../../resources/money/kopecks';
import { DateCell } from '../../components/DateCell';
import { DISPLAY_DATE } from '../../lib/date';
import type { ExpenseView } from './expenseListQuery';
import type { ExpenseLookups, Option } from './useExpenseLookups';
import type { ExpenseRowEditor } from './useExpenseRowEditor';
import { FormSelect } from '../../components/FormSelect';
import { RecordHistoryButton } from '../../crud/RecordHistoryButton';

export type ExpenseTableRow = ExpenseRow & { isNew?: boolean };

const amountRule: Rule = {
  validator: (_rule, value) => {
    const problem = expenseAmountProblem(value);
    return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
  },
};

const cell = { style: { margin: 0 } };
const bySearch = (input: string, option?: { label?: unknown }) =>
  String(option?.label ?? '')
    .toLocaleLowerCase('ru-RU')
    .includes(input.toLocaleLowerCase('ru-RU'));

type ColumnsOptions = {
  view: ExpenseView;
  lookups: ExpenseLookups;
  editor: ExpenseRowEditor;
  staffId: number | null | undefined;
  onArchive: (row: ExpenseRow) => void;
  canEdit: boolean;
};

// The columns of money.md §2 "Expenses" tab 1: date, amount, group, employee, cycle, expense type, payment type,
// comment and paid flag; the edited row's cells are the fields of the row's form.
export const expenseColumns = ({ view, lookups, editor, staffId, onArchive, canEdit }: ColumnsOptions): TableColumnsType<ExpenseTableRow> => {
  const isEditing = (row: ExpenseTableRow) => editor.editing !== null && editor.editing.key === row.expenseId;
  const sortOrder = (key: string): 'ascend' | 'descend' | null => (view.sort === key ? (view.order === 'asc' ? 'ascend' : 'descend') : null);
  const staffOptions: Option[] = lookups.staffOptions.map((option) =>
    option.value === staffId && editor.automatic ? { ...option, label: employeeLabel(option.label, true) } : option,
  );
  const column = (
    key: keyof typeof expenseList.fields,
    show: (row: ExpenseTableRow) => React.ReactNode,
    edit: () => React.ReactNode,
    sortable = true,
  ): TableColumnsType<ExpenseTableRow>[number] => ({
    key,
    // the declaration's title and width: the Excel export heads its columns with the same words
    title: expenseList.fields[key]?.label,
    width: expenseList.fields[key]?.column?.width,
    sorter: sortable,
    sortOrder: sortable ? (key === 'expenseDate' && view.sort === null ? 'descend' : sortOrder(key)) : undefined,
    // the server sorts: antd keeps the rows as they come
    render: (_value: unknown, row: ExpenseTableRow) => (isEditing(row) ? edit() : show(row)),
  });

  return [
    column(
      'expenseDate',
      (row) => <DateCell value={row.expenseDate} />,
      () => (
        <Form.Item name="expenseDate" rules={[{ required: true, message: EXPENSE_DATE_REQUIRED }]} {...cell}>
          <DatePicker format={DISPLAY_DATE} aria-label="Дата" allowClear={false} style={{ width: '100%' }} />
        </Form.Item>
      ),
    ),
    column(
      'expenseTotalAmount',
      (row) => <span style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>{formatMoney(row.expenseTotalAmount, { decimals: 2 })}</span>,
      () => (
        <Form.Item name="expenseTotalAmount" rules={[amountRule]} {...cell}>
          <Input aria-label="Сумма" inputMode="decimal" autoFocus />
        </Form.Item>
      ),
    ),
    column(
      'expenseSchoolClassName',
      (row) => row.expenseSchoolClassName ?? '',
      () => (
        <Form.Item name="expenseStaffSchoolClassId" {...cell}>
          <Select
            aria-label="Группа"
            allowClear
            showSearch
            filterOption={bySearch}
            options={lookups.groupOptions}
            onChange={(value: number | undefined) => editor.chooseGroup(value ?? null)}
            popupMatchSelectWidth={false}
          />
        </Form.Item>
      ),
    ),
    column(
      'expenseStaffName',
      (row) => row.expenseStaffName ?? '',
      () => (
        <Form.Item name="expenseStaffId" {...cell}>
          <Select
            aria-label="Сотрудник"
            allowClear
            showSearch
            filterOption={bySearch}
            options={staffOptions}
            onChange={() => editor.setAutomatic(false)}
            popupMatchSelectWidth={false}
          />
        </Form.Item>
      ),
    ),
    column(
      'expenseCycleNumber',
      (row) => row.expenseCycleNumber ?? '',
      () => (
        <Form.Item name="expenseCycleNumber" {...cell}>
          <InputNumber aria-label="Цикл" min={1} max={99} precision={0} style={{ width: '100%' }} />
        </Form.Item>
      ),
    ),
    column(
      'expenseTypeName',
      (row) => row.expenseTypeName,
      () => (
        <Form.Item name="expenseTypeId" rules={[{ required: true, message: EXPENSE_TYPE_REQUIRED }]} {...cell}>
          <FormSelect aria-label="Тип расхода" showSearch filterOption={bySearch} options={lookups.typeOptions} popupMatchSelectWidth={false} />
        </Form.Item>
      ),
    ),
    column(
      'expensePaymentTypeName',
      (row) => row.expensePaymentTypeName,
      () => (
        <Form.Item name="expensePaymentTypeId" rules={[{ required: true, message: EXPENSE_PAYMENT_TYPE_REQUIRED }]} {...cell}>
          <FormSelect aria-label="Тип оплаты" options={lookups.paymentTypeOptions} popupMatchSelectWidth={false} />
        </Form.Item>
      ),
    ),
    column(
      'expenseComment',
      (row) => row.expenseComment ?? '',
      () => (
        <Form.Item name="expenseComment" {...cell}>
          <Input aria-label="Комментарий" maxLength={1000} />
        </Form.Item>
      ),
    ),
    column(
      'paid',
      (row) =>
        row.paid ? (
          <span>
            <CheckOutlined aria-hidden style={{ color: '#389e0d', marginRight: 6 }} />
            Да
          </span>
        ) : (
          'Нет'
        ),
      () => (
        <Form.Item name="paid" valuePropName="checked" {...cell}>
          <Checkbox aria-label="Оплачено" />
        </Form.Item>
      ),
    ),
    {
      key: 'actions',
      title: 'Действия',
      width: 128,
      fixed: 'right',
      render: (_value: unknown, row: ExpenseTableRow) =>
        isEditing(row) ? (
          <Space size={4}>
            <Button type="text" icon={<CheckOutlined />} aria-label="Сохранить" title="Сохранить" loading={editor.writing} onClick={() => void editor.save()} />
            <Button type="text" icon={<CloseOutlined />} aria-label="Отмена" title="Отмена" onClick={editor.cancel} />
          </Space>
        ) : (
          <Space size={4}>
            {canEdit && (
              <>
                <Button type="text" icon={<EditOutlined />} aria-label="Изменить" title="Изменить" disabled={editor.editing !== null} onClick={() => editor.startEdit(row)} />
                <Button type="text" danger icon={<InboxOutlined />} aria-label="Архивировать" title="Архивировать" disabled={editor.editing !== null} onClick={() => onArchive(row)} />
              </>
            )}
            {!row.isNew && <RecordHistoryButton variant="row" entity="expenses" recordId={row.expenseId} title={`расход №${row.expenseId}`} />}
          </Space>
        ),
    },
  ];
};
