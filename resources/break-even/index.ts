import { defineResource, readOnlyField } from '../define';
import type { BreakEvenRow } from '../money/break-even';

// docs/money.md §16, issue 23: a group's break-even and next cycle's forecast (GET owner/break-even/{id}, and
// owner/break-even?ids= for the formation board). Our decision: a subject of its own that only the owner holds.
// The spec puts every report call under an owner area, and a group's margin — what it leaves after the teacher's
// payout — is the owner's to weigh; the admin forms groups on the board without it, and a teacher or a user reads
// neither. Shown on the group page and the formation board, so no page and no export of its own.
export const breakEvenReport = defineResource<BreakEvenRow>({
  name: 'break-even',
  routes: 'own',
  subject: 'BreakEven',
  access: { ADMIN: [] },
  label: { one: 'Точка безубыточности', many: 'Точка безубыточности групп' },
  menu: { hidden: true },
  idField: 'schoolClassId',
  api: { list: 'owner/break-even', one: 'owner/break-even/:id' },
  exported: false,
  fields: {
    have: readOnlyField('number', 'Учеников в группе', 120),
    needed: readOnlyField('number', 'Нужно учеников', 120),
    margin: readOnlyField('money', 'Запас', 140),
    forecast: readOnlyField('money', 'Прогноз на следующий цикл', 160),
  },
});
