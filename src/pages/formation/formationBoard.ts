import type { CombinedOption, FutureEnrollment, FutureSchoolClass } from '../../../resources/formation';
import { relativeLuminance } from '../../../resources/operations/gradebook-colours';
import { countRu } from '../../../resources/plural';
import type { BoardColumns } from '../../components/board/boardMoves';
import { russianCollation } from '../../../resources/collation';

// The board's pure rules (operations.md §2 "Group-formation area", §4, §9): filters, sorting, counts, the
// arrangement of columns and cards, and who may still be added to a group.

export type SortBy = 'name' | 'subject' | 'teacher' | 'schoolYear';
export const sortByOptions: { value: SortBy; label: string }[] = [
  { value: 'name', label: 'Название группы' },
  { value: 'subject', label: 'Предмет' },
  { value: 'teacher', label: 'Преподаватель' },
  { value: 'schoolYear', label: 'Класс' },
];

export type ClassFilters = {
  subjectId?: number | null;
  teacherId?: number | null;
  schoolYearId?: number | null;
  studentName?: string;
  sortBy?: SortBy | null;
};

const isId = (value: unknown) => value === undefined || value === null || (typeof value === 'number' && Number.isInteger(value));
export const isClassFilters = (value: unknown): value is ClassFilters => {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  const filters = value as Record<string, unknown>;
  return (
    isId(filters.subjectId) &&
    isId(filters.teacherId) &&
    isId(filters.schoolYearId) &&
    (filters.studentName === undefined || typeof filters.studentName === 'string') &&
    (filters.sortBy === undefined || filters.sortBy === null || sortByOptions.some((option) => option.value === filters.sortBy))
  );
};

// §2: the groups show once a filter is set (the sort order is no filter; an empty name is none, §5 "Filters").
export const hasFilter = (filters: ClassFilters) =>
  filters.subjectId != null || filters.teacherId != null || filters.schoolYearId != null || (filters.studentName ?? '').trim() !== '';

const nameMatches = (name: string, text: string) => name.toLocaleLowerCase('ru').includes(text.toLocaleLowerCase('ru'));

// The groups a filter keeps: same subject, teacher and class year; with a student-name text, the groups that
// hold someone whose name contains it (case-insensitive).
export const filterGroups = (groups: FutureSchoolClass[], filters: ClassFilters): FutureSchoolClass[] => {
  const text = (filters.studentName ?? '').trim();
  return groups.filter(
    (group) =>
      (filters.subjectId == null || group.subjectId === filters.subjectId) &&
      (filters.teacherId == null || group.teacherId === filters.teacherId) &&
      (filters.schoolYearId == null || group.schoolYearId === filters.schoolYearId) &&
      (text === '' || group.futureEnrollments.some((person) => nameMatches(person.personName, text))),
  );
};

const collator = russianCollation({ numeric: true, sensitivity: 'base' });
const keyOf: Record<SortBy, (group: FutureSchoolClass) => string | null> = {
  name: (group) => group.name,
  subject: (group) => group.subjectName,
  teacher: (group) => group.teacherName,
  schoolYear: (group) => group.schoolYearName,
};

// Sorted by the chosen key (empty values last, then by name); without one, as the server sent them.
export const sortGroups = (groups: FutureSchoolClass[], sortBy: SortBy | null | undefined): FutureSchoolClass[] => {
  if (!sortBy) return groups;
  const key = keyOf[sortBy];
  return [...groups].sort((left, right) => {
    const a = key(left);
    const b = key(right);
    if (a === null && b !== null) return 1;
    if (b === null && a !== null) return -1;
    return collator.compare(a ?? '', b ?? '') || collator.compare(left.name, right.name) || left.id - right.id;
  });
};

// The columns in the user's own order (kept locally): known ids first in that order, new groups after.
export const orderColumns = <Group extends { id: number }>(groups: Group[], localOrder: number[]): Group[] => {
  const position = new Map(localOrder.map((id, index) => [id, index]));
  return groups
    .map((group, index) => ({ group, index }))
    .sort((left, right) => (position.get(left.group.id) ?? Infinity) - (position.get(right.group.id) ?? Infinity) || left.index - right.index)
    .map(({ group }) => group);
};

export const columnId = (groupId: number) => `g${groupId}`;
export const cardId = (enrollmentId: number) => `e${enrollmentId}`;
export const idOfKey = (key: string) => Number(key.slice(1));

// The cards of each column, in the order kept locally for that group (§4: the order within a column is local),
// the server's order for cards the local order does not know.
export const arrangementOf = (groups: FutureSchoolClass[], localCardOrder: Record<string, number[]>): BoardColumns =>
  Object.fromEntries(
    groups.map((group) => {
      const kept = localCardOrder[String(group.id)] ?? [];
      const position = new Map(kept.map((id, index) => [id, index]));
      const cards = [...group.futureEnrollments]
        .sort((left, right) => (position.get(left.futureEnrollmentId) ?? Infinity) - (position.get(right.futureEnrollmentId) ?? Infinity) || left.order - right.order)
        .map((person) => cardId(person.futureEnrollmentId));
      return [columnId(group.id), cards];
    }),
  );

export const studentCountLabel = (count: number) => countRu(count, ['ученик', 'ученика', 'учеников']);

export type StatusCount = { statusId: number; name: string; color: string; count: number };

// Per-status counts of a group, in the order of the status list (statuses without people left out).
export const statusCounts = (people: FutureEnrollment[], statusOrder: number[] = []): StatusCount[] => {
  const counts = new Map<number, StatusCount>();
  for (const person of people) {
    const entry = counts.get(person.clientSchoolClassStatusId) ?? {
      statusId: person.clientSchoolClassStatusId,
      name: person.clientSchoolClassStatusName,
      color: person.clientSchoolClassStatusColor,
      count: 0,
    };
    entry.count += 1;
    counts.set(person.clientSchoolClassStatusId, entry);
  }
  const rank = (id: number) => {
    const index = statusOrder.indexOf(id);
    return index === -1 ? Infinity : index;
  };
  return [...counts.values()].sort((left, right) => rank(left.statusId) - rank(right.statusId) || left.statusId - right.statusId);
};

// §2: the autocomplete lists the people not yet in the group.
export const availableOptions = (options: CombinedOption[], group: Pick<FutureSchoolClass, 'futureEnrollments'>): CombinedOption[] => {
  const taken = new Set(group.futureEnrollments.map((person) => `${person.entityType}-${person.entityId}`));
  return options.filter((option) => !taken.has(`${option.entityType}-${option.originalId}`));
};

// §9 "Class label rule": a numeric class-year description reads 'N класс'.
export const classLabel = (description: string | null | undefined) => (description && /^\d+$/.test(description.trim()) ? `${description.trim()} класс` : (description ?? ''));

export const personLink = (person: Pick<FutureEnrollment, 'entityType' | 'entityId'>) =>
  person.entityType === 'CLIENT' ? `/clients/${person.entityId}` : `/students/${person.entityId}`;

// The text colour of a status chip: black or white, whichever contrasts more with the status colour (WCAG), so a
// chip of any colour stays readable (at least 4.5:1).
export const chipTextOn = (background: string): string | undefined => {
  const luminance = relativeLuminance(background);
  if (luminance === null) return undefined;
  return (luminance + 0.05) / 0.05 >= 1.05 / (luminance + 0.05) ? '#000000' : '#ffffff';
};
