import { ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Empty, Spin } from 'antd';
import type { ReactNode } from 'react';
import { OWNER_FORBIDDEN, ownerErrorText } from '../../lib/ownerQuery';
import { REPORT_LOAD_FAILED } from '../cycle-reports/LoadFailed';
import { NO_DATA } from './reportData';

// Loading, failed (a 403 in the spec's words, with no retry), empty ('Нет данных для отображения'), or the report.
export function ReportState({ loading, error, empty, onRetry, children }: { loading: boolean; error: unknown; empty: boolean; onRetry: () => void; children: ReactNode }) {
  if (error) {
    const text = ownerErrorText(error, REPORT_LOAD_FAILED);
    return (
      <Alert
        type="error"
        showIcon
        message={text}
        description={text === OWNER_FORBIDDEN ? undefined : (error as Error).message}
        action={
          text === OWNER_FORBIDDEN ? undefined : (
            <Button size="small" icon={<ReloadOutlined />} onClick={onRetry}>
              Повторить
            </Button>
          )
        }
      />
    );
  }
  if (loading) return <Spin style={{ display: 'block', margin: '48px auto' }} />;
  if (empty) return <Empty description={NO_DATA} />;
  return <>{children}</>;
}
