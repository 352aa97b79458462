import { groups, type GroupRow, type UpdateGroupInput } from '../../../../resources/groups';
import { referenceAddress } from '../../../../resources/write-body';

// One inline edit of a group's details (core.md §2.5), with what the card shows for it until the server answers.
export type GroupChange =
  | { field: 'className'; value: string }
  | { field: 'classCycle'; value: number | null }
  | { field: 'numberOfLessonsPerCycle'; value: number | null }
  | { field: 'schoolYear'; value: GroupRow['schoolYear'] }
  | { field: 'teacher'; value: GroupRow['teacher'] }
  | { field: 'subjectPricing'; value: GroupRow['subjectPricing'] };

export type CellField = 'className' | 'classCycle' | 'numberOfLessonsPerCycle';

// core.md §5.2: the declaration's rules carry the spec's messages; the first one of a value is shown.
export const cellError = (field: CellField, value: unknown): string | undefined => {
  const rule = groups.fields[field]?.rule;
  const parsed = rule?.safeParse(value);
  return parsed && !parsed.success ? parsed.error.issues[0]?.message : undefined;
};

export const changeError = (change: GroupChange): string | undefined =>
  change.field === 'className' || change.field === 'classCycle' || change.field === 'numberOfLessonsPerCycle'
    ? cellError(change.field, change.value)
    : undefined;

// The group as the card shows it right away (the optimistic update of core.md §7.6).
export const applyChange = (group: GroupRow, change: GroupChange): GroupRow => {
  switch (change.field) {
    case 'className':
      return { ...group, className: change.value.trim() };
    case 'classCycle':
      return { ...group, classCycle: change.value ?? group.classCycle };
    case 'numberOfLessonsPerCycle':
      return { ...group, numberOfLessonsPerCycle: change.value ?? group.numberOfLessonsPerCycle };
    case 'schoolYear':
      return { ...group, schoolYear: change.value };
    case 'teacher':
      return { ...group, teacher: change.value };
    case 'subjectPricing':
      return { ...group, subjectPricing: change.value };
  }
};

// PATCH classes/{classId} (core.md §7.2) with only the changed key: a teacher may send nothing but the cycle.
export const changeBody = (change: GroupChange, apiBase: string): UpdateGroupInput => {
  switch (change.field) {
    case 'className':
      return { className: change.value.trim() };
    case 'classCycle':
      return { classCycle: change.value ?? undefined };
    case 'numberOfLessonsPerCycle':
      return { numberOfLessonsPerCycle: change.value ?? undefined };
    case 'schoolYear':
      return { schoolYear: referenceAddress(apiBase, 'school-years', change.value.id) };
    case 'teacher':
      return { staff: referenceAddress(apiBase, 'staff', change.value.teacherId) };
    case 'subjectPricing':
      return { subjectPricing: referenceAddress(apiBase, 'subject-pricing', change.value?.id ?? null) };
  }
};
