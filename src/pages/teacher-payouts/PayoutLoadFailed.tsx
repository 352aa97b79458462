import { Alert, Button } from 'antd';
import { loadErrorText } from './payoutTexts';

// A payout read that failed (money.md §8: the 403 words or the screen's own), with a retry.
export function PayoutLoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <Alert
      type="error"
      showIcon
      message={loadErrorText(error)}
      action={
        <Button size="small" onClick={onRetry}>
          Повторить
        </Button>
      }
    />
  );
}
