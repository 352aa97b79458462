import { theme } from 'antd';
import type { AmountColour } from '../../../resources/money/amount-colour';
import { useThemeMode } from '../../layout/themeMode';

// money.md §4: the three colours of a cycle amount. On white the theme's own success, warning and error colours are
// below the 4.5:1 contrast of text (axe color-contrast), so the light theme takes antd's darker preset shades
// (red-7, orange-8, green-8); the dark theme's own text colours are readable on it.
const LIGHT: Record<AmountColour, string> = { red: '#cf1322', orange: '#ad4e00', green: '#237804' };

export const useAmountPalette = (): Record<AmountColour, string> => {
  const { token } = theme.useToken();
  const { mode } = useThemeMode();
  return mode === 'dark' ? { red: token.colorErrorText, orange: token.colorWarningText, green: token.colorSuccessText } : LIGHT;
};

// Row tints of the all-groups tree: paid and unpaid students (the group rows stay neutral).
export const usePaidTints = () => {
  const { token } = theme.useToken();
  return { paid: token.colorSuccessBg, unpaid: token.colorErrorBg };
};
