import { amountColour, type AmountColour } from '../../../resources/money/amount-colour';
import { toKopecks } from '../../../resources/money/kopecks';
import type { CycleTariff } from '../../../resources/cycle-reports';
import { MoneyCell } from '../../components/MoneyCell';
import { useAmountPalette } from './amountColours';

const COLOUR_WORDS: Record<AmountColour, string> = {
  red: 'нет оплаты',
  orange: 'меньше 60 % цены со скидкой',
  green: 'оплачено',
};

type AmountTextProps = {
  amount: string | null; // the cycle's sum, null: no payment
  tariff: CycleTariff | null;
  // a cycle the group has reached: no payment there reads 0 ₽, red; a later cycle stays empty
  reached: boolean;
};

// A cycle amount in its colour (money.md §4, docs/money.md §7), with the colour's meaning for screen readers.
export function AmountText({ amount, tariff, reached }: AmountTextProps) {
  const palette = useAmountPalette();
  const shown = amount ?? (reached ? '0.00' : null);
  if (shown === null) return <span aria-label="цикл ещё не начался">—</span>;
  const colour = amountColour(toKopecks(shown), tariff);
  return (
    <span style={{ color: colour ? palette[colour] : undefined, fontWeight: 500 }} title={colour ? COLOUR_WORDS[colour] : undefined}>
      <MoneyCell value={shown} decimals={2} />
    </span>
  );
}
