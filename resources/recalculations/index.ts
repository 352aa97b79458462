import type { RecalculationRow } from '../debtors';
import { defineResource, readOnlyField } from '../define';

// money.md §3 "Recalculation": each student's groups with the next cycle's projected price, read-only
// (server/routes/debtors.ts), paged on the server. The student card reads one student's row
// (recalculations-info/{studentId}). The fields are the Excel export's columns: the parent rows (the students).
export const recalculations = defineResource<RecalculationRow>({
  name: 'recalculations',
  routes: 'own',
  subject: 'Payment',
  label: { one: 'Перерасчет', many: 'Перерасчеты' },
  menu: { hidden: true },
  idField: 'studentId',
  api: { list: 'recalculations-info', one: 'recalculations-info/:id' },
  fields: {
    studentName: readOnlyField('text', 'Ученик', 220),
    eligibleForDiscountPrice: readOnlyField('boolean', 'Скидка', 90),
    eligibleForOldPrice: readOnlyField('boolean', 'Старая цена', 110),
    currentCyclePrice: readOnlyField('money', 'Цена текущего цикла', 140),
    nextCycleProjectedPrice: readOnlyField('money', 'Прогноз на следующий цикл', 160),
  },
});
