import { formatMoney, toKopecks, type MoneyValue } from '../../resources/money/kopecks';

type MoneyCellProps = {
  value: MoneyValue;
  // 'auto' shows kopecks only when there are some
  decimals?: 0 | 2 | 'auto';
};

export function MoneyCell({ value, decimals = 'auto' }: MoneyCellProps) {
  const shown = decimals === 'auto' ? ((toKopecks(value) ?? 0) % 100 === 0 ? 0 : 2) : decimals;
  return <span style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>{formatMoney(value, { decimals: shown })}</span>;
}
