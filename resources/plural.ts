// Russian plural forms: one (1, 21, 101), few (2-4, 22-24), many (0, 5-20, 25-30, 11-14).
export type RussianForms = readonly [one: string, few: string, many: string];

export const pluralRu = (count: number, forms: RussianForms): string => {
  const whole = Math.abs(Math.trunc(count));
  const lastTwo = whole % 100;
  const last = whole % 10;
  if (lastTwo >= 11 && lastTwo <= 14) return forms[2];
  if (last === 1) return forms[0];
  if (last >= 2 && last <= 4) return forms[1];
  return forms[2];
};

// '5 уроков'
export const countRu = (count: number, forms: RussianForms): string => `${count} ${pluralRu(count, forms)}`;
