import { Typography } from 'antd';
import { formatKopecks } from '../../../resources/money/kopecks';
import { useAmountPalette } from '../cycle-reports/amountColours';

// A profit in roubles, a loss in a red that keeps the text contrast in both themes.
export function SignedMoney({ kopecks, strong }: { kopecks: number; strong?: boolean }) {
  const palette = useAmountPalette();
  return (
    <Typography.Text strong={strong} style={kopecks < 0 ? { color: palette.red } : undefined}>
      {formatKopecks(kopecks, 0)}
    </Typography.Text>
  );
}
