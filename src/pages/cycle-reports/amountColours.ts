import { theme } from 'antd';
import type { AmountColour } from '../../../resources/money/amount-colour';

// money.md §4: the three colours of a cycle amount as the theme's own (light and dark themes alike).
export const useAmountPalette = (): Record<AmountColour, string> => {
  const { token } = theme.useToken();
  // the darker shades: coloured text on white must stay readable
  return { red: token.colorErrorActive, orange: token.colorWarningActive, green: token.colorSuccessActive };
};

// Row tints of the all-groups tree: paid and unpaid students (the group rows stay neutral).
export const usePaidTints = () => {
  const { token } = theme.useToken();
  return { paid: token.colorSuccessBg, unpaid: token.colorErrorBg };
};
