import { attendanceDiff, type AttendanceDiff } from '../../../../resources/attendance-diff';
import { isEmptyDiff } from '../api/attendanceChanges';
import type { AnyResource, FieldDeclaration } from '../../../../resources/define';
import { normalisePhone } from '../../../../resources/phone';
import { PARENT_VIA_CHANGE_PARENT, type StudentRow } from '../../../../resources/students';
import { referenceIds } from '../../../components/useReferenceOptions';

export type RowValues = Record<string, unknown>;

export type StudentSavePlan =
  | { kind: 'refused'; message: string }
  | {
      kind: 'save';
      changes: RowValues; // the changed editable fields, by read name
      newParent: { parentName: string; parentPhoneNumber: string | null } | null;
      attendance: AttendanceDiff;
      rename: { oldName: string; newName: string } | null;
    };

const comparable = (field: FieldDeclaration, value: unknown): unknown => {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') return field.kind === 'reference' ? String(value) : value;
  const text = value.trim();
  if (text === '') return null;
  if (field.kind === 'phone') return normalisePhone(text) ?? text;
  return text;
};

const changedFields = (declaration: AnyResource, original: StudentRow, values: RowValues): RowValues => {
  const row = original as unknown as RowValues;
  const changes: RowValues = {};
  for (const [key, field] of Object.entries(declaration.fields) as [string, FieldDeclaration | undefined][]) {
    if (!field || field.editable === false || !(key in values)) continue;
    if (comparable(field, values[key]) !== comparable(field, row[key])) changes[key] = values[key];
  }
  return changes;
};

const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

// What saving an edited row of the students (or archive) grid sends. A parent is only created for a student
// without one, from a typed name (core.md §4); changing an existing parent goes through 'Изменить родителя',
// and so does a parent's phone typed for a student without a parent (core.md §8).
export const planStudentSave = (declaration: AnyResource, original: StudentRow, values: RowValues): StudentSavePlan => {
  const changes = changedFields(declaration, original, values);
  const typedParent = 'parentName' in values ? trimmed(values.parentName) : trimmed(original.parentName);
  const hasParent = original.parentId !== null;
  let newParent: { parentName: string; parentPhoneNumber: string | null } | null = null;

  if (hasParent && typedParent !== trimmed(original.parentName)) return { kind: 'refused', message: PARENT_VIA_CHANGE_PARENT };
  if (!hasParent) {
    const typedPhone = normalisePhone(trimmed(values.parentPhoneNumber)) ?? null;
    delete changes.parentPhoneNumber;
    if (typedParent !== '') newParent = { parentName: typedParent, parentPhoneNumber: typedPhone };
    else if (typedPhone !== null) return { kind: 'refused', message: PARENT_VIA_CHANGE_PARENT };
  }

  const attendance =
    'attendanceTypes' in values
      ? attendanceDiff(original.attendanceTypes, referenceIds(values.attendanceTypes, 'attendanceTypeId').map(Number))
      : { toAdd: [], toRemove: [] };
  const newName = trimmed(values.studentName);
  const rename = 'studentName' in changes && newName !== '' ? { oldName: original.studentName, newName } : null;
  return { kind: 'save', changes, newParent, attendance, rename };
};

export const isEmptyPlan = (plan: Extract<StudentSavePlan, { kind: 'save' }>) =>
  Object.keys(plan.changes).length === 0 && plan.newParent === null && isEmptyDiff(plan.attendance);
