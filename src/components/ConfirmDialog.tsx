import { Modal, Select, Space, Typography } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { useOpenedOnce } from '../lib/useOpenedOnce';

export type ConfirmChoice<Value extends string | number> = {
  label: string; // 'Причина архивации'
  placeholder?: string;
  options: { value: Value; label: string }[];
  loading?: boolean; // the options are on their way
};

type ConfirmDialogProps<Value extends string | number> = {
  open: boolean;
  title: string;
  text?: ReactNode;
  confirmText?: string;
  cancelText?: string;
  danger?: boolean;
  loading?: boolean;
  // when given, confirming needs a chosen value (core.md §5.5: the exit-status dialog)
  choice?: ConfirmChoice<Value>;
  onConfirm: (chosen: Value | undefined) => void;
  onCancel: () => void;
};

export function ConfirmDialog<Value extends string | number>({
  open,
  title,
  text,
  confirmText = 'Подтвердить',
  cancelText = 'Отмена',
  danger = false,
  loading = false,
  choice,
  onConfirm,
  onCancel,
}: ConfirmDialogProps<Value>) {
  const [chosen, setChosen] = useState<Value | undefined>();
  useEffect(() => {
    if (open) setChosen(undefined);
  }, [open]);
  const opened = useOpenedOnce(open);
  if (!opened) return null;

  return (
    <Modal
      open={open}
      title={title}
      okText={confirmText}
      cancelText={cancelText}
      okButtonProps={{ danger, disabled: !!choice && chosen === undefined, loading }}
      onOk={() => onConfirm(chosen)}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Space direction="vertical" style={{ width: '100%' }}>
        {text && <Typography.Paragraph style={{ marginBottom: 0 }}>{text}</Typography.Paragraph>}
        {choice && (
          <div>
            <Typography.Text>{choice.label}</Typography.Text>
            <Select<Value>
              aria-label={choice.label}
              style={{ width: '100%', marginTop: 4 }}
              placeholder={choice.placeholder ?? 'Выберите значение'}
              options={choice.options}
              loading={choice.loading}
              value={chosen}
              onChange={setChosen}
              showSearch
              optionFilterProp="label"
            />
          </div>
        )}
      </Space>
    </Modal>
  );
}
