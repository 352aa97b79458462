import { Button, Input, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { CHANGE_CHECK_MESSAGE } from '../../../resources/money/cash-day';
import type { CashPaymentRow } from '../../../resources/money/cash-desk';
import { MoneyCell } from '../../components/MoneyCell';
import { AmountInput } from './AmountInput';
import { apiAmount, changeRowAddsUp } from './cashDeskInput';
import { DeskTable } from './DeskTable';

export type ChangeEdit = { row: CashPaymentRow; paidByClient: string; change: string; notes: string | null };

type PaymentsTableProps = {
  rows: CashPaymentRow[];
  loading: boolean;
  editable: boolean;
  printing: boolean;
  onSave: (edit: ChangeEdit) => Promise<boolean>;
};

const typed = (amount: string | null) => (amount ?? '0').replace('.', ',').replace(/,00$/, '');

// money.md §2 "Cash desk": the day's payments and their change. The change row has edit, save and cancel (§4);
// save stays disabled while payment ≠ paid by the client − change (§5, within 0,01 ₽).
export function PaymentsTable({ rows, loading, editable, printing, onSave }: PaymentsTableProps) {
  const [editing, setEditing] = useState<{ paymentId: number; paidByClient: string; change: string; notes: string } | null>(null);
  const [saving, setSaving] = useState(false);
  const addsUp = (row: CashPaymentRow) => !editing || changeRowAddsUp(row.paymentAmount, editing.paidByClient, editing.change);
  const isEditing = (row: CashPaymentRow) => editing?.paymentId === row.paymentId;

  const save = async (row: CashPaymentRow) => {
    if (!editing) return;
    setSaving(true);
    const saved = await onSave({ row, paidByClient: apiAmount(editing.paidByClient), change: apiAmount(editing.change), notes: editing.notes.trim() || null });
    setSaving(false);
    if (saved) setEditing(null);
  };

  return (
    <DeskTable<CashPaymentRow>
      label="Платежи и сдача"
      rowKey="paymentId"
      rows={rows}
      loading={loading}
      printing={printing}
      empty="Платежей за этот день нет"
      columns={[
        { title: '№', dataIndex: 'paymentId', width: 80 },
        { title: 'Ученик', dataIndex: 'studentName', width: 220 },
        {
          title: 'Типы платежа',
          width: 200,
          render: (_, row) => row.descriptors.map((type) => <Tag key={type.paymentDescriptorId}>{type.paymentDescriptorName}</Tag>),
        },
        { title: 'Платеж', width: 130, render: (_, row) => <MoneyCell value={row.paymentAmount} decimals={2} /> },
        {
          title: 'Получено от клиента',
          width: 170,
          render: (_, row) =>
            isEditing(row) ? (
              <AmountInput aria-label="Получено от клиента" value={editing!.paidByClient} onChange={(value) => setEditing({ ...editing!, paidByClient: value })} />
            ) : (
              <MoneyCell value={row.paymentAmountPaidByClient} decimals={2} />
            ),
        },
        {
          title: 'Сдача',
          width: 170,
          render: (_, row) =>
            isEditing(row) ? (
              <Space direction="vertical" size={4}>
                <AmountInput aria-label="Сдача" autoFocus value={editing!.change} onChange={(value) => setEditing({ ...editing!, change: value })} />
                {!addsUp(row) && <Typography.Text type="danger">{CHANGE_CHECK_MESSAGE}</Typography.Text>}
              </Space>
            ) : (
              <MoneyCell value={row.cashChangeAmount ?? '0'} decimals={2} />
            ),
        },
        {
          title: 'Примечание',
          render: (_, row) =>
            isEditing(row) ? (
              <Input aria-label="Примечание к сдаче" value={editing!.notes} onChange={(event) => setEditing({ ...editing!, notes: event.target.value })} />
            ) : (
              row.cashChangeNotes
            ),
        },
        ...(printing
          ? []
          : [
              {
                title: 'Действия',
                width: 190,
                render: (_: unknown, row: CashPaymentRow) =>
                  isEditing(row) ? (
                    <Space>
                      <Button type="primary" size="small" disabled={!addsUp(row)} loading={saving} onClick={() => void save(row)}>
                        Сохранить
                      </Button>
                      <Button size="small" onClick={() => setEditing(null)}>
                        Отмена
                      </Button>
                    </Space>
                  ) : (
                    <Button
                      size="small"
                      disabled={!editable || editing !== null}
                      onClick={() =>
                        setEditing({
                          paymentId: row.paymentId,
                          paidByClient: typed(row.paymentAmountPaidByClient),
                          change: typed(row.cashChangeAmount),
                          notes: row.cashChangeNotes ?? '',
                        })
                      }
                    >
                      Изменить сдачу
                    </Button>
                  ),
              },
            ]),
      ]}
    />
  );
}
