import { Alert, Modal, Table } from 'antd';
import { useEffect, useState } from 'react';
import { formatMoney } from '../../../../resources/money/kopecks';
import type { DuplicateDetail } from '../../../../resources/payment-new';
import { formatDate } from '../../../lib/date';

// money.md §9: the confirm button waits 5 s
export const DUPLICATE_CONFIRM_DELAY_SECONDS = 5;
export const DUPLICATE_TITLE = 'Возможный повторный платеж';

// The seconds left before the confirm button wakes up, counted down once a second while the dialog is open.
const useCountdown = (running: boolean, from: number) => {
  const [left, setLeft] = useState(from);
  useEffect(() => {
    if (!running) return;
    setLeft(from);
    const timer = window.setInterval(() => setLeft((seconds) => Math.max(0, seconds - 1)), 1000);
    return () => window.clearInterval(timer);
  }, [running, from]);
  return running ? left : from;
};

type DuplicateDialogProps = {
  details: DuplicateDetail[] | null;
  onConfirm: () => void;
  onCancel: () => void;
};

// money.md §2, §4: the server says these subjects are already paid in these cycles; confirming resends the payment
// with possibleDuplicateConfirmed, after a visible 5-second countdown.
export function DuplicateDialog({ details, onConfirm, onCancel }: DuplicateDialogProps) {
  const open = details != null;
  const left = useCountdown(open, DUPLICATE_CONFIRM_DELAY_SECONDS);
  return (
    <Modal
      open={open}
      title={DUPLICATE_TITLE}
      width={760}
      onCancel={onCancel}
      onOk={onConfirm}
      okText={left > 0 ? `Подтвердить (${left})` : 'Подтвердить'}
      cancelText="Отмена"
      okButtonProps={{ disabled: left > 0, danger: true }}
      destroyOnHidden
    >
      <Alert
        type="warning"
        showIcon
        style={{ marginBottom: 16 }}
        message="Эти предметы уже оплачены в указанном цикле. Добавить платеж всё равно?"
      />
      <Table<DuplicateDetail>
        size="small"
        pagination={false}
        rowKey={(row) => `${row.paymentId}-${row.classId}-${row.classCycle}`}
        dataSource={details ?? []}
        columns={[
          { title: 'Предмет', dataIndex: 'subjectName' },
          { title: 'Группа', dataIndex: 'className' },
          { title: 'Цикл', dataIndex: 'classCycle', width: 70 },
          { title: 'Сумма', dataIndex: 'amount', width: 120, render: (amount: string) => formatMoney(amount, { decimals: 2 }) },
          { title: 'Дата платежа', dataIndex: 'paymentDate', width: 120, render: (date: string) => formatDate(date) },
          { title: 'Платеж', dataIndex: 'paymentId', width: 90, render: (id: number) => `№ ${id}` },
        ]}
      />
    </Modal>
  );
}
