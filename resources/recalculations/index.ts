import type { RecalculationRow } from '../debtors';
import { defineResource } from '../define';

// money.md §3 "Recalculation": each student's groups with the next cycle's projected price, read-only
// (server/routes/debtors.ts). The student card reads one student's row (recalculations-info/{studentId}).
export const recalculations = defineResource<RecalculationRow>({
  name: 'recalculations',
  routes: 'own',
  subject: 'Payment',
  label: { one: 'Перерасчет', many: 'Перерасчеты' },
  menu: { hidden: true },
  idField: 'studentId',
  api: { list: 'recalculations-info', one: 'recalculations-info/:id' },
  fields: {},
});
