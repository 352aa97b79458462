import { Alert, Button } from 'antd';
import type { CSSProperties } from 'react';
import { mailingToasts } from './mailingToasts';

// The mailing screens' one way to say a read failed ('Ошибка загрузки данных', §8), with a retry where there is one.
export const LoadFailedAlert = ({ error, retry, style }: { error: { message?: string } | null | undefined; retry?: () => void; style?: CSSProperties }) => (
  <Alert
    type="error"
    showIcon
    message={mailingToasts.loadFailed}
    description={error?.message}
    style={style}
    action={retry ? <Button onClick={retry}>Повторить</Button> : undefined}
  />
);
