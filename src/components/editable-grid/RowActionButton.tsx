import { Button, Tooltip } from 'antd';
import type { ReactNode } from 'react';

export type RowActionButtonProps = {
  label: string;
  icon: ReactNode;
  onClick: () => void;
  disabled?: boolean;
  loading?: boolean;
  danger?: boolean;
};

// An icon button of a grid row, named by its tooltip and its accessible label.
export function RowActionButton({ label, ...buttonProps }: RowActionButtonProps) {
  return (
    <Tooltip title={label}>
      <Button type="text" size="small" aria-label={label} {...buttonProps} />
    </Tooltip>
  );
}
