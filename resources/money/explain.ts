import { formatKopecks } from './kopecks';

// The arithmetic lines of the explanations: '6 400 ₽ + 3 000 ₽ = 9 400 ₽', one term alone, nothing as '0 ₽'.
export const sumText = (terms: readonly number[]): string => {
  const total = terms.reduce((sum, term) => sum + term, 0);
  if (terms.length <= 1) return formatKopecks(total);
  return `${terms.map((term) => formatKopecks(term)).join(' + ')} = ${formatKopecks(total)}`;
};

// 'Цикл 3' or 'Циклы 2, 3'
export const cyclesText = (cycles: readonly number[]): string =>
  `${cycles.length === 1 ? 'Цикл' : 'Циклы'} ${cycles.join(', ')}`;
