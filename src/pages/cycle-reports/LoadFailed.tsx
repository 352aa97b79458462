import { ReloadOutlined } from '@ant-design/icons';
import { Alert, Button } from 'antd';

// The spec's load failure of the money reports (money.md §8 "Reports"), with a way to try again.
export const REPORT_LOAD_FAILED = 'Ошибка загрузки данных. Пожалуйста, попробуйте еще раз.';

export function LoadFailed({ message, onRetry }: { message?: string; onRetry: () => void }) {
  return (
    <Alert
      type="error"
      showIcon
      message={REPORT_LOAD_FAILED}
      description={message}
      action={
        <Button size="small" icon={<ReloadOutlined />} onClick={onRetry}>
          Повторить
        </Button>
      }
    />
  );
}
