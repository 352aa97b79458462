import dayjs, { type Dayjs } from 'dayjs';

const SENT = 'YYYY-MM-DD';

// Quick choices of the period pickers: the spec's fixed range of the report (money.md §9), the last twelve months
// and the school year (from 1 September), so the demo centre's recent money is one click away.
export const rangePresets = (fixed: { startDate: string; endDate: string }, today: Dayjs = dayjs()) => {
  const schoolYearStart = today.month() >= 8 ? today.year() : today.year() - 1;
  return [
    { label: 'Период отчёта по умолчанию', value: [dayjs(fixed.startDate), dayjs(fixed.endDate)] as [Dayjs, Dayjs] },
    { label: 'Последние 12 месяцев', value: [today.subtract(11, 'month').startOf('month'), today.endOf('month')] as [Dayjs, Dayjs] },
    { label: 'Текущий учебный год', value: [dayjs(`${schoolYearStart}-09-01`), dayjs(`${schoolYearStart + 1}-08-31`)] as [Dayjs, Dayjs] },
  ];
};

// The expense summaries' own starting period (the spec shares it between the two tabs and gives no values): the
// last twelve months.
export const lastTwelveMonths = (today: Dayjs = dayjs()) => ({
  startDate: today.subtract(11, 'month').startOf('month').format(SENT),
  endDate: today.endOf('month').format(SENT),
});
