// operations.md §2 "Gradebook": the marking palette, the text colour on a marked cell, attendance values, and the
// colours of the cycle dots; issue 10: the attendance colour of a group's percentage.

// Palette of 10, in the spec's order (antd's preset colours, 6th shade; pink is antd's pink-4).
export const GRADE_PALETTE = [
  { name: 'green', label: 'Зелёный', hex: '#52c41a' },
  { name: 'yellow', label: 'Жёлтый', hex: '#fadb14' },
  { name: 'red', label: 'Красный', hex: '#f5222d' },
  { name: 'cyan', label: 'Бирюзовый', hex: '#13c2c2' },
  { name: 'blue', label: 'Синий', hex: '#1677ff' },
  { name: 'violet', label: 'Фиолетовый', hex: '#722ed1' },
  { name: 'lime', label: 'Лаймовый', hex: '#a0d911' },
  { name: 'orange', label: 'Оранжевый', hex: '#fa8c16' },
  { name: 'pink', label: 'Розовый', hex: '#ff85c0' },
  { name: 'magenta', label: 'Пурпурный', hex: '#eb2f96' },
] as const;

const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

// WCAG relative luminance of '#rgb' or '#rrggbb' (0 black … 1 white); null for anything else.
export const relativeLuminance = (colour: string): number | null => {
  const match = HEX.exec(colour.trim());
  if (!match) return null;
  const digits = match[1].length === 3 ? [...match[1]].map((digit) => digit + digit).join('') : match[1];
  const [red, green, blue] = [0, 2, 4].map((offset) => {
    const channel = parseInt(digits.slice(offset, offset + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
};

// Dark text on a light cell, white text on a dark one (threshold 0.5); the theme's text where there is no colour.
export const textColourOn = (background: string | null | undefined): string | undefined => {
  const luminance = background ? relativeLuminance(background) : null;
  if (luminance === null) return undefined;
  return luminance > 0.5 ? '#000000' : '#ffffff';
};

// operations.md §5 "Gradebook": the attendance values a cell accepts.
export const ATTENDANCE_VALUES = ['+', '+(опоздание)', '+(отправлен материал)', '+(дистанционно)', '+(отработка)', '-', ''] as const;
export const isAttendanceValue = (value: string): boolean => (ATTENDANCE_VALUES as readonly string[]).includes(value.trim());
export const isPresent = (value: string | null | undefined): boolean => !!value && value.trim().startsWith('+');

// Cycle dots of the cycle picker: green the current cycle, amber a later one, grey an earlier one.
export const cycleDotColour = (cycle: number, currentCycle: number): 'green' | 'amber' | 'grey' =>
  cycle === currentCycle ? 'green' : cycle > currentCycle ? 'amber' : 'grey';

// operations.md §9: attendance colours — under 80 % red, under 90 % orange, otherwise green; the percentage is
// rounded first (79.6 % counts as 80 %).
export const attendanceColour = (percentage: number): 'red' | 'orange' | 'green' => {
  const rounded = Math.round(percentage);
  return rounded < 80 ? 'red' : rounded < 90 ? 'orange' : 'green';
};
