import { groupTexts } from '../../../../resources/groups';
import { countRu } from '../../../../resources/plural';

// core.md §2.5: 'Группы (n)' and 'Показано n из m групп'.
export const groupCountText = (total: number) => groupTexts.count.replace('{n}', String(total));

export const shownText = (shown: number, total: number) =>
  groupTexts.shown.replace('{shown}', String(shown)).replace('{total}', String(total));

// '1 ученик', '2 ученика', '5 учеников'
export const studentCountText = (count: number) => countRu(count, ['ученик', 'ученика', 'учеников']);

export const archiveQuestion = (name: string) => groupTexts.archiveQuestion.replace('{name}', name);
