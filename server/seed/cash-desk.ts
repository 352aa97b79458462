import { seedToday } from './today';
import { fromKopecks } from '../../resources/money/kopecks';
import { cashCounts, dailyChangeRecords } from '../db/schema/index';
import type { Tx } from '../db/types';
import { deskNetOf } from '../services/cash-desk';

// Demo cash desk (issue 9): a closed record for each of the last 30 days, consistent with the day's cash payments,
// change and expenses (run after them): each day starts with the previous day's calculated end and was closed with
// the counted end equal to the calculated one, except two days with a small difference and its reason in the notes
// (a blind count, then the close, in cash_counts). Today is left unopened: the init panel is the first thing shown.
const DAYS = 30;
const OPENING_FLOAT = 500_000; // 5 000 ₽ in the drawer on the first day
const DAY_MS = 24 * 60 * 60 * 1000;
const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

const variances: Record<number, { kopecks: number; reason: string }> = {
  12: { kopecks: -15_000, reason: 'Выдан размен 150 ₽ соседнему кабинету без записи в кассу' },
  5: { kopecks: 3_750, reason: 'Клиент не забрал сдачу 37,50 ₽, оставлена в кассе' },
};

export const seedCashDesk = async (tx: Tx) => {
  const today = seedToday();
  const days = Array.from({ length: DAYS }, (_, index) => addDays(today, index - DAYS));
  const nets: number[] = [];
  for (const day of days) nets.push(await deskNetOf(tx, day));
  // enough in the drawer on the first day that no day ends below zero
  let running = 0;
  let lowest = 0;
  for (const net of nets) {
    running += net;
    lowest = Math.min(lowest, running);
  }
  let start = OPENING_FLOAT - lowest;
  for (const [index, day] of days.entries()) {
    const calculated = start + nets[index];
    const variance = variances[DAYS - index];
    const counted = calculated + (variance?.kopecks ?? 0);
    const closedAt = new Date(`${day}T20:${String(10 + (index % 40)).padStart(2, '0')}:00+03:00`);
    const [record] = await tx
      .insert(dailyChangeRecords)
      .values({
        recordDate: day,
        startAmount: fromKopecks(start),
        endAmount: fromKopecks(counted),
        calculatedEndAtClose: fromKopecks(calculated),
        notes: variance?.reason ?? null,
        openedBy: 'admin',
        closedAt,
        closedBy: 'admin',
        createdAt: new Date(`${day}T09:00:00+03:00`),
        updatedAt: closedAt,
      })
      .returning();
    const count = (kind: 'count' | 'close', at: Date) => ({
      recordId: record.id,
      countedAmount: fromKopecks(counted),
      calculatedAmount: fromKopecks(calculated),
      variance: fromKopecks(counted - calculated),
      reason: kind === 'close' ? (variance?.reason ?? null) : null,
      kind,
      countedBy: 'admin',
      countedAt: at,
    });
    await tx.insert(cashCounts).values([...(variance ? [count('count', new Date(closedAt.getTime() - 5 * 60_000))] : []), count('close', closedAt)]);
    start = calculated;
  }
};
