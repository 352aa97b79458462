import { z } from 'zod';
import type { AnyResource, FieldDeclaration } from '../../../../resources/define';
import { gridFields, type GridField } from '../../../components/editable-grid/gridFields';

// In the grids a parent's name may be typed for a student without one, and the lesson formats are chosen
// from their list; saving turns both into their own calls (useSaveStudentRow), not into row fields.
const editableInGrid = (fields: AnyResource['fields']): Record<string, FieldDeclaration | undefined> => ({
  ...fields,
  ...(fields.parentName && {
    parentName: { ...fields.parentName, editable: true, rule: z.string().max(200, 'Имя не должно превышать 200 символов').nullish() },
  }),
  ...(fields.attendanceTypes && { attendanceTypes: { ...fields.attendanceTypes, editable: true, rule: z.array(z.unknown()) } }),
});

export const studentGridFields = (declaration: AnyResource, hidden: readonly string[] = []): GridField[] =>
  gridFields({ ...declaration, fields: editableInGrid(declaration.fields) }).filter(({ key }) => !hidden.includes(key));
