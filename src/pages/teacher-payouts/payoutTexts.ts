import type { HttpError } from '@refinedev/core';
import { formatKopecks, toKopecks } from '../../../resources/money/kopecks';
import { payoutTexts } from '../../../resources/money/payouts-api';
import { fillMessage } from '../../lib/message';
import { ownerErrorText } from '../../lib/ownerQuery';

// money.md §9: payouts show roubles with 0 decimals; an adjusted amount also shows its kopecks when it has some
export const rub = (amount: string | null | undefined) => formatKopecks(toKopecks(amount) ?? 0, 0);
export const rubExact = (amount: string | null | undefined) => formatKopecks(toKopecks(amount) ?? 0, 'auto');

// money.md §8: a 403 in the spec's words; else 'Ошибка загрузки данных: {message}' or the plain load failure
export const loadErrorText = (error: unknown) =>
  ownerErrorText(error, (error as HttpError | null)?.message ? fillMessage(payoutTexts.loadFailedWith, (error as HttpError).message) : payoutTexts.loadFailed);

// money.md §8: 'Failures of overrides or recalculation show an English message.'
export const englishFailures = {
  override: 'Failed to save the adjustment',
  remove: 'Failed to remove the adjustment',
  recalculate: 'Failed to recalculate the payout',
  apply: 'Failed to apply the adjustments',
} as const;

export const dateText = (iso: string | null | undefined) => {
  if (!iso) return '—';
  const [year, month, day] = iso.slice(0, 10).split('-');
  return `${day}.${month}.${year}`;
};

export const momentText = (iso: string | null | undefined) =>
  iso ? new Date(iso).toLocaleString('ru-RU', { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' }) : '—';
