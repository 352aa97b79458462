import { compareClassNames, type ArchivedGroupRow } from '../../../../resources/groups';
import { russianCollation } from '../../../../resources/collation';

const collator = russianCollation({ numeric: true, sensitivity: 'base' });
const comparable = (text: string) => text.trim().toLocaleLowerCase('ru-RU').replaceAll('ё', 'е');

// The archive's search looks at the group's name, its teacher and its class; rows by class, then name.
export const visibleArchivedGroups = (rows: readonly ArchivedGroupRow[], search: string): ArchivedGroupRow[] => {
  const wanted = comparable(search);
  return rows
    .filter((row) => !wanted || [row.className, row.teacherName, row.schoolYearDescription].some((text) => comparable(text).includes(wanted)))
    .sort(
      (left, right) =>
        compareClassNames(left.schoolYearDescription, right.schoolYearDescription) ||
        collator.compare(left.className, right.className),
    );
};

export const unarchiveQuestion = (name: string) => `Вы уверены, что хотите разархивировать "${name}"?`;
