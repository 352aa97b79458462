import { Flex, Typography } from 'antd';
import { ORANGE_SHARE_PERCENT } from '../../../resources/money/amount-colour';
import { formatKopecks, toKopecks } from '../../../resources/money/kopecks';
import type { CycleTariff } from '../../../resources/cycle-reports';
import { useAmountPalette } from './amountColours';

const Swatch = ({ colour }: { colour: string }) => (
  <span aria-hidden style={{ display: 'inline-block', width: 12, height: 12, borderRadius: 3, background: colour, marginInlineEnd: 6 }} />
);

// What the colours of the amounts mean; with the group's tariff, the orange threshold in roubles.
export function AmountLegend({ tariff }: { tariff?: CycleTariff | null }) {
  const palette = useAmountPalette();
  const base = tariff ? toKopecks(tariff.oldPriceWithDiscount ?? tariff.priceWithDiscount) : null;
  const threshold = base === null ? '' : ` (меньше ${formatKopecks(Math.ceil((base * ORANGE_SHARE_PERCENT) / 100))})`;
  const priceWords = tariff?.oldPriceWithDiscount ? 'старой цены со скидкой' : 'цены со скидкой';
  return (
    <Flex gap={16} wrap="wrap" role="note" aria-label="Цвета сумм">
      <Typography.Text>
        <Swatch colour={palette.red} />0 ₽ — нет оплаты
      </Typography.Text>
      <Typography.Text>
        <Swatch colour={palette.orange} />
        Меньше {ORANGE_SHARE_PERCENT} %{' '}
        {tariff === undefined
          ? 'цены со скидкой тарифа группы (старой, если она есть)'
          : tariff === null
            ? 'цены со скидкой (у группы нет тарифа)'
            : `${priceWords}${threshold}`}
      </Typography.Text>
      <Typography.Text>
        <Swatch colour={palette.green} />
        Оплачено
      </Typography.Text>
    </Flex>
  );
}
