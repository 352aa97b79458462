import { PlusOutlined } from '@ant-design/icons';
import { useCreate, useDelete, useSelect, useUpdate, type HttpError } from '@refinedev/core';
import { Button, Flex, Form, InputNumber, Popconfirm, Select, Space, Table } from 'antd';
import { useState } from 'react';
import { toKopecks } from '../../../resources/money/kopecks';
import { payoutAmountToasts, type PayoutAmountRow } from '../../../resources/money/payouts-api';
import { payoutRates } from '../../../resources/payout-rates';
import { subjectPricing, type SubjectPricingRow } from '../../../resources/subject-pricing';
import { serverMessageOf } from '../../crud/serverErrors';
import { useBrowserTable } from '../../crud/useBrowserTable';
import { fillMessage } from '../../lib/message';
import { ownerRetry } from '../../lib/ownerQuery';
import { PayoutLoadFailed } from './PayoutLoadFailed';
import { rub } from './payoutTexts';
import { FormSelect } from '../../components/FormSelect';

type Draft = { subjectPricing?: number; numberOfStudents?: number; payoutAmount?: string };
const NEW = -1;
const TARIFF_FILTER = 'subjectPricingId';

// the spec's failure toast with the server's reason
const failed = (text: string) => (error?: HttpError) => ({ type: 'error' as const, message: fillMessage(text, serverMessageOf(error)) });
const succeeded = (text: string) => () => ({ type: 'success' as const, message: text });
const declared = { resource: payoutRates.name, meta: { declaration: payoutRates } };
const pessimistic = 'pessimistic' as const;

// the tariff chosen in the filter, as the URL keeps it (a string after a reload)
const byTariff = (rows: readonly PayoutAmountRow[], filterOf: (field: string) => unknown) => {
  const tariff = filterOf(TARIFF_FILTER);
  return tariff === undefined ? [...rows] : rows.filter((row) => row.subjectPricingId === Number(tariff));
};

// Centre 2 'Добавление выплат' (money.md §2, §7, §9): the payout-rate grid, what a lesson pays for a tariff and a
// number of attended students; page size 25 (25, 50, 100). A row is edited in place; deleting asks first.
export function PayoutRatesTab() {
  // the declaration's writes (Refine reads the list again after each)
  const create = useCreate<PayoutAmountRow, HttpError>();
  const update = useUpdate<PayoutAmountRow, HttpError>();
  const remover = useDelete<PayoutAmountRow, HttpError>();
  const writing = create.mutation.isPending || update.mutation.isPending;
  const [form] = Form.useForm<Draft>();
  const [editing, setEditing] = useState<number | null>(null);
  const list = useBrowserTable<PayoutAmountRow>({ declaration: payoutRates, pageSize: 25, narrow: byTariff, retry: ownerRetry });
  const { query, rows } = list;
  const tariffFilter = list.filterOf(TARIFF_FILTER);
  const tariffs = useSelect<SubjectPricingRow>({
    resource: subjectPricing.name,
    meta: { declaration: subjectPricing },
    pagination: { mode: 'off' },
    optionValue: (row) => row.subjectPricingId as never,
    optionLabel: (row) => row.subjectPricingName,
    errorNotification: false,
  });
  const shown: PayoutAmountRow[] = editing === NEW ? [{ id: NEW, subjectPricingId: 0, subjectPricingName: '', numberOfStudents: 1, payoutAmount: '0.00' }, ...rows] : rows;

  const startEdit = (row: PayoutAmountRow) => {
    setEditing(row.id);
    form.setFieldsValue(row.id === NEW ? { subjectPricing: undefined, numberOfStudents: 1, payoutAmount: '0' } : { subjectPricing: row.subjectPricingId, numberOfStudents: row.numberOfStudents, payoutAmount: row.payoutAmount });
  };
  const save = async () => {
    const values = await form.validateFields();
    const row = { subjectPricingId: values.subjectPricing ?? null, numberOfStudents: values.numberOfStudents, payoutAmount: values.payoutAmount };
    try {
      if (editing === NEW) {
        await create.mutateAsync({ ...declared, values: row, successNotification: succeeded(payoutAmountToasts.created), errorNotification: failed(payoutAmountToasts.createFailed) });
      } else if (editing !== null) {
        await update.mutateAsync({ ...declared, mutationMode: pessimistic, id: editing, values: row, successNotification: succeeded(payoutAmountToasts.updated), errorNotification: failed(payoutAmountToasts.updateFailed) });
      }
      setEditing(null);
    } catch {
      // refused: the toast says why and the row stays open
    }
  };
  const remove = (row: PayoutAmountRow) =>
    remover.mutateAsync({ ...declared, mutationMode: pessimistic, id: row.id, successNotification: succeeded(payoutAmountToasts.deleted), errorNotification: failed(payoutAmountToasts.deleteFailed) }).catch(() => undefined);
  const isEditing = (row: PayoutAmountRow) => row.id === editing;

  if (query.isError) return <PayoutLoadFailed error={query.error} onRetry={() => void query.refetch()} />;

  return (
    <Form form={form} component={false}>
      <Flex vertical gap={12}>
        <Flex gap={12} wrap>
          <Button type="primary" icon={<PlusOutlined />} disabled={editing !== null} onClick={() => startEdit({ id: NEW } as PayoutAmountRow)}>
            Добавить ставку
          </Button>
          <Select
            allowClear
            showSearch
            optionFilterProp="label"
            aria-label="Фильтр по тарифу"
            placeholder="Все тарифы"
            options={tariffs.options}
            value={tariffFilter === undefined ? undefined : Number(tariffFilter)}
            onChange={(value?: number) => list.setFilter(TARIFF_FILTER, value)}
            style={{ width: 240 }}
          />
        </Flex>
        <Table<PayoutAmountRow>
          {...list.tableProps}
          rowKey="id"
          size="small"
          loading={query.isLoading || tariffs.query.isLoading}
          dataSource={shown}
          pagination={{ ...list.tableProps.pagination, pageSizeOptions: [25, 50, 100], showSizeChanger: true, showTotal: (total) => `Всего ${total}` }}
          onRow={(row) => ({ onKeyDown: (event) => isEditing(row) && (event.key === 'Enter' ? void save() : event.key === 'Escape' && setEditing(null)) })}
          columns={list.sortable([
            {
              key: 'tariff',
              title: 'Тариф',
              render: (_, row) =>
                isEditing(row) ? (
                  <Form.Item name="subjectPricing" rules={[{ required: true, message: 'Выберите тариф' }]} style={{ margin: 0 }}>
                    <FormSelect aria-label="Тариф" autoFocus options={tariffs.options} showSearch optionFilterProp="label" style={{ minWidth: 200 }} placeholder="Тариф" />
                  </Form.Item>
                ) : (
                  row.subjectPricingName
                ),
            },
            {
              key: 'students',
              title: 'Количество учеников',
              align: 'right',
              render: (_, row) =>
                isEditing(row) ? (
                  <Form.Item name="numberOfStudents" rules={[{ required: true, message: 'Количество учеников — целое число от 0 до 100' }]} style={{ margin: 0 }}>
                    <InputNumber aria-label="Количество учеников" min={0} max={100} precision={0} />
                  </Form.Item>
                ) : (
                  row.numberOfStudents
                ),
            },
            {
              key: 'amount',
              title: 'Выплата за занятие',
              align: 'right',
              sorter: (a, b) => (toKopecks(a.payoutAmount) ?? 0) - (toKopecks(b.payoutAmount) ?? 0),
              render: (_, row) =>
                isEditing(row) ? (
                  <Form.Item name="payoutAmount" rules={[{ required: true, message: 'Пожалуйста, введите корректную сумму' }]} style={{ margin: 0 }}>
                    <InputNumber<string> aria-label="Выплата за занятие" stringMode min="0" step="0.01" precision={2} decimalSeparator="," />
                  </Form.Item>
                ) : (
                  rub(row.payoutAmount)
                ),
            },
            {
              key: 'actions',
              title: 'Действия',
              render: (_, row) =>
                isEditing(row) ? (
                  <Space>
                    <Button size="small" type="primary" loading={writing} onClick={() => void save()}>
                      Сохранить
                    </Button>
                    <Button size="small" onClick={() => setEditing(null)}>
                      Отмена
                    </Button>
                  </Space>
                ) : (
                  <Space>
                    <Button size="small" disabled={editing !== null} onClick={() => startEdit(row)}>
                      Изменить
                    </Button>
                    <Popconfirm title="Удалить ставку?" okText="Удалить" okButtonProps={{ danger: true }} cancelText="Отмена" onConfirm={() => void remove(row)}>
                      <Button size="small" disabled={editing !== null}>
                        Удалить
                      </Button>
                    </Popconfirm>
                  </Space>
                ),
            },
          ])}
        />
      </Flex>
    </Form>
  );
}
