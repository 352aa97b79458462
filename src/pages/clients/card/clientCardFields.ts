import { z } from 'zod';
import { clients, FORMAT_REQUIRED, SUBJECT_REQUIRED, type ClientRow } from '../../../../resources/clients';
import type { FieldDeclaration } from '../../../../resources/define';

export type CardFieldKey = keyof typeof clients.fields & keyof ClientRow;

const declared = (key: CardFieldKey): FieldDeclaration => {
  const field = clients.fields[key];
  if (!field) throw new Error(`Поле «${key}» не объявлено в resources/clients.ts`);
  return field;
};

// Subjects and lesson formats are links of their own on the card (core.md §7.3), and an application keeps
// at least one of each (core.md §5.3).
const linkList = (key: 'subjects' | 'attendanceTypes', message: string): FieldDeclaration => ({
  ...declared(key),
  editable: true,
  rule: z.array(z.unknown(), { error: message }).min(1, message),
});

// The rows of the application card, in order; the comment has a panel of its own.
export const cardFields: { key: CardFieldKey; field: FieldDeclaration }[] = [
  { key: 'clientName', field: declared('clientName') },
  { key: 'clientStatusId', field: declared('clientStatusId') },
  { key: 'schoolYearId', field: declared('schoolYearId') },
  { key: 'clientPhoneNumber', field: declared('clientPhoneNumber') },
  { key: 'clientTelegramId', field: declared('clientTelegramId') },
  { key: 'clientParentName', field: declared('clientParentName') },
  { key: 'clientParentPhoneNumber', field: declared('clientParentPhoneNumber') },
  { key: 'subjects', field: linkList('subjects', SUBJECT_REQUIRED) },
  { key: 'attendanceTypes', field: linkList('attendanceTypes', FORMAT_REQUIRED) },
  { key: 'studentCityId', field: declared('studentCityId') },
  { key: 'studentSchoolId', field: declared('studentSchoolId') },
  { key: 'marketingChannelId', field: declared('marketingChannelId') },
  { key: 'dateOfBirth', field: declared('dateOfBirth') },
  { key: 'eligibleForDiscountPrice', field: declared('eligibleForDiscountPrice') },
  { key: 'eligibleForOldPrice', field: declared('eligibleForOldPrice') },
  { key: 'creationDate', field: declared('creationDate') },
];
