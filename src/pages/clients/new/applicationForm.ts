import type { Dayjs } from 'dayjs';
import {
  applicationFormSchema,
  NEW_APPLICATION_DEFAULTS,
  type ApplicationFormInput,
} from '../../../../resources/clients';
import type { ParentOption } from '../../../../resources/parents';
import { toApiDate } from '../../../lib/date';

export type ParentMode = 'new' | 'existing';

// What the form holds; the body of client-new / student-new is built from it (toApplicationBody).
export type ApplicationFormValues = {
  clientName: string;
  clientPhoneNumber: string | null;
  schoolYearId: number | null;
  clientStatusId: number | null;
  studentCityId: number | null;
  studentSchoolId: number | null;
  marketingChannelId: number | null;
  dateOfBirth: Dayjs | null;
  eligibleForDiscountPrice: boolean;
  eligibleForOldPrice: boolean;
  attendanceTypeIds: number[];
  subjectIds: number[];
  additionalComment: string;
  studentAdd: boolean;
  parentMode: ParentMode;
  clientParentName: string;
  clientParentPhoneNumber: string | null;
  selectedParentKey: number | null; // sequentialId of an all-parents-info entry
};

export type FormFieldName = keyof ApplicationFormValues;

// core.md §9: city, school and channel 1, lesson format [1].
export const initialApplicationValues = (): ApplicationFormValues => ({
  clientName: '',
  clientPhoneNumber: null,
  schoolYearId: null,
  clientStatusId: null,
  studentCityId: NEW_APPLICATION_DEFAULTS.studentCityId,
  studentSchoolId: NEW_APPLICATION_DEFAULTS.studentSchoolId,
  marketingChannelId: NEW_APPLICATION_DEFAULTS.marketingChannelId,
  dateOfBirth: null,
  eligibleForDiscountPrice: false,
  eligibleForOldPrice: false,
  attendanceTypeIds: [...NEW_APPLICATION_DEFAULTS.attendanceTypeIds],
  subjectIds: [],
  additionalComment: '',
  studentAdd: false,
  parentMode: 'new',
  clientParentName: '',
  clientParentPhoneNumber: null,
  selectedParentKey: null,
});

const chosenParent = (values: Partial<ApplicationFormValues>, parents: readonly ParentOption[]) =>
  values.parentMode === 'existing' ? parents.find((parent) => parent.sequentialId === values.selectedParentKey) : undefined;

// core.md §7.3: the body of POST client-new (studentAdd false) or student-new (studentAdd true). A parent
// chosen from the list travels as its id (exactly one of parentId / clientParentId); a typed one by name.
export const toApplicationBody = (
  values: Partial<ApplicationFormValues>,
  parents: readonly ParentOption[],
): ApplicationFormInput => {
  const parent = chosenParent(values, parents);
  const typedParent = values.parentMode !== 'existing';
  return {
    clientName: values.clientName ?? '',
    clientPhoneNumber: values.clientPhoneNumber ?? null,
    parentId: parent?.parentId ?? null,
    clientParentId: parent?.clientParentId ?? null,
    clientParentName: typedParent ? (values.clientParentName ?? '') : '',
    clientParentPhoneNumber: typedParent ? (values.clientParentPhoneNumber ?? null) : null,
    studentCityId: values.studentCityId ?? null,
    studentSchoolId: values.studentSchoolId ?? null,
    schoolYearId: values.schoolYearId ?? null,
    clientStatusId: values.studentAdd ? null : (values.clientStatusId ?? null),
    marketingChannelId: values.marketingChannelId ?? null,
    dateOfBirth: toApiDate(values.dateOfBirth),
    eligibleForDiscountPrice: values.eligibleForDiscountPrice ?? false,
    eligibleForOldPrice: values.eligibleForOldPrice ?? false,
    studentAdd: values.studentAdd ?? false,
    attendanceTypeIds: values.attendanceTypeIds ?? [],
    subjectIds: values.subjectIds ?? [],
    additionalComment: values.additionalComment?.trim() ? values.additionalComment : null,
    selectedParent: parent
      ? {
          parentId: parent.parentId,
          clientParentId: parent.clientParentId,
          clientParentName: parent.clientParentName,
          sequentialId: parent.sequentialId,
        }
      : null,
  };
};

// The body key whose rule speaks for a form field (the form keeps a chosen parent by its list key).
const bodyKeyOf: Partial<Record<FormFieldName, string>> = { selectedParentKey: 'parentId' };

// The message of the shared schema (resources/clients.ts, the server's own rule) for one field, if any.
export const applicationFieldError = (
  values: Partial<ApplicationFormValues>,
  parents: readonly ParentOption[],
  field: FormFieldName,
): string | undefined => {
  const parsed = applicationFormSchema.safeParse(toApplicationBody(values, parents));
  if (parsed.success) return undefined;
  const key = bodyKeyOf[field] ?? field;
  return parsed.error.issues.find((issue) => issue.path[0] === key)?.message;
};
