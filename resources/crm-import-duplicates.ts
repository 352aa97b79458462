import { nameKey, type ImportRow } from './crm-import';
import { normalisePhone } from './phone';

// The import's duplicates (docs/operations.md "Import into the CRM"): when a row is a person the CRM already has, or
// repeats an earlier row of the file.

export type DuplicateKind = 'client' | 'student' | 'row';
export type DuplicateMatch = {
  id: number; // the application's or student's id; for 'row', the file's row number
  kind: DuplicateKind;
  name: string;
  phone: string | null;
  parentName: string | null;
  parentPhone: string | null;
  archived: boolean;
};
export type Duplicate = { where: 'file' | 'crm'; matches: DuplicateMatch[] };

export type Person = DuplicateMatch & { key: string; phones: string[] };

const phonesOf = (...values: (string | null | undefined)[]) =>
  [...new Set(values.map((value) => normalisePhone(value ?? null)).filter((phone): phone is string => Boolean(phone)))];

export const personOf = (match: DuplicateMatch): Person => ({
  ...match,
  key: nameKey(match.name),
  phones: phonesOf(match.phone, match.parentPhone),
});

export const personOfRow = ({ row, values }: ImportRow): Person =>
  personOf({
    id: row,
    kind: 'row',
    name: values.name ?? '',
    phone: normalisePhone(values.phone ?? null) ?? values.phone ?? null,
    parentName: values.parentName ?? null,
    parentPhone: normalisePhone(values.parentPhone ?? null) ?? values.parentPhone ?? null,
    archived: false,
  });

// Two records are one person when their names are the same (nameKey) and their phones do not tell them apart: they
// share a number (the person's own or the parent's, either way round), or one of them has no number at all.
// A shared parent's phone with another name is a brother or a sister, not a duplicate.
export const samePerson = (left: Person, right: Person) =>
  left.key !== '' &&
  left.key === right.key &&
  (left.phones.length === 0 || right.phones.length === 0 || left.phones.some((phone) => right.phones.includes(phone)));

const matchOf = ({ key: _key, phones: _phones, ...match }: Person): DuplicateMatch => match;

// Each row's duplicate: the CRM's people it matches first; else the earlier rows of the file it repeats.
export const findDuplicates = (rows: ImportRow[], crm: Person[]): Map<number, Duplicate> => {
  const byKey = new Map<string, Person[]>();
  for (const person of crm) byKey.set(person.key, [...(byKey.get(person.key) ?? []), person]);
  const duplicates = new Map<number, Duplicate>();
  const earlier = new Map<string, Person[]>();
  for (const row of rows) {
    const person = personOfRow(row);
    const inCrm = (byKey.get(person.key) ?? []).filter((candidate) => samePerson(person, candidate));
    const inFile = (earlier.get(person.key) ?? []).filter((candidate) => samePerson(person, candidate));
    if (inCrm.length > 0) duplicates.set(row.row, { where: 'crm', matches: inCrm.map(matchOf) });
    else if (inFile.length > 0) duplicates.set(row.row, { where: 'file', matches: inFile.map(matchOf) });
    if (person.key !== '') earlier.set(person.key, [...(earlier.get(person.key) ?? []), person]);
  }
  return duplicates;
};

// The names the CRM must be searched for: every row's name key.
export const nameKeysOf = (rows: ImportRow[]) => [...new Set(rows.map((row) => nameKey(row.values.name ?? '')).filter(Boolean))];
