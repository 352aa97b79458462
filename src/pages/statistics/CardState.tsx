import { ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Empty, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { NO_DATA_FOR_PERIOD, STATISTICS_LOAD_FAILED } from '../../../resources/statistics';

// A statistics card's body: a skeleton while loading, the spec's failure text with a retry, 'Нет данных для
// выбранного периода' when empty, or the content.
export function CardState({ loading, error, empty, onRetry, children }: { loading: boolean; error: unknown; empty: boolean; onRetry: () => void; children: ReactNode }) {
  if (error)
    return (
      <Alert
        type="error"
        showIcon
        message={STATISTICS_LOAD_FAILED}
        action={
          <Button size="small" icon={<ReloadOutlined />} onClick={onRetry}>
            Повторить
          </Button>
        }
      />
    );
  if (loading) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (empty) return <Empty description={NO_DATA_FOR_PERIOD} />;
  return <>{children}</>;
}
