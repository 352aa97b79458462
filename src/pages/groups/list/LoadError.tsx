import { ReloadOutlined } from '@ant-design/icons';
import type { HttpError } from '@refinedev/core';
import { Alert, Button } from 'antd';
import { groupTexts } from '../../../../resources/groups';
import { fillMessage } from '../../../lib/message';

// core.md §2.5: 'Ошибка при загрузке данных: {message}', and a way to try again.
export function LoadError({ error, onRetry }: { error: HttpError | null | undefined; onRetry: () => void }) {
  return (
    <Alert
      type="error"
      showIcon
      message={fillMessage(groupTexts.loadFailed, error?.message)}
      action={
        <Button size="small" icon={<ReloadOutlined />} onClick={onRetry}>
          Повторить
        </Button>
      }
    />
  );
}
