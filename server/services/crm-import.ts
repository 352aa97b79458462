import { asc, eq, isNull } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import {
  cleanValues,
  countsOf,
  crmImportTexts,
  fill,
  nameKey,
  rowsFromTable,
  type CrmImportKind,
  type CrmImportPreview,
  type CrmImportResult,
  type ImportRow,
  type ImportValues,
  type RawRow,
} from '../../resources/crm-import';
import { formFromRow, indexReferences, type ImportForm, type ImportReferences } from '../../resources/crm-import-form';
import { findDuplicates, nameKeysOf, personOf, type Person } from '../../resources/crm-import-duplicates';
import { normalisePhone } from '../../resources/phone';
import {
  attendanceTypes,
  clientParents,
  clients,
  clientStatuses,
  marketingChannels,
  parents,
  schoolYears,
  studentCities,
  students,
  studentSchools,
  subjects,
} from '../db/schema/index';
import type { DbOrTx } from '../db/types';
import { BadRequestError, type FieldError } from '../errors';
import { audit, type WriteContext } from '../lib/write-context';
import { createApplication, createStudentFromForm } from './applications';

// /service/add-to-crm (docs/api-operations.md "Import into the CRM"): the preview reads, the commit writes every
// row through the application form's own write path (services/applications.ts) in one transaction.

export const loadImportReferences = async (db: DbOrTx): Promise<ImportReferences> => {
  // one query after another: a transaction's connection runs one at a time
  const years = await db.select({ id: schoolYears.id, name: schoolYears.description }).from(schoolYears).orderBy(asc(schoolYears.id));
  const subjectList = await db.select({ id: subjects.id, name: subjects.name }).from(subjects).orderBy(asc(subjects.id));
  const formats = await db.select({ id: attendanceTypes.id, name: attendanceTypes.name }).from(attendanceTypes).orderBy(asc(attendanceTypes.id));
  const statuses = await db.select({ id: clientStatuses.id, name: clientStatuses.name }).from(clientStatuses).orderBy(asc(clientStatuses.id));
  const cities = await db.select({ id: studentCities.id, name: studentCities.name }).from(studentCities).orderBy(asc(studentCities.id));
  const schools = await db.select({ id: studentSchools.id, name: studentSchools.name }).from(studentSchools).orderBy(asc(studentSchools.id));
  const channels = await db
    .select({ id: marketingChannels.id, name: marketingChannels.name })
    .from(marketingChannels)
    .orderBy(asc(marketingChannels.id));
  return { schoolYears: years, subjects: subjectList, formats, statuses, cities, schools, channels };
};

// The CRM's students (archived too) and applications (archived too, not those that became students: the student
// stands for them) whose names are among `keys`, with their own and their parent's phones.
const crmPeople = async (db: DbOrTx, keys: string[]): Promise<Person[]> => {
  const wanted = new Set(keys);
  if (wanted.size === 0) return [];
  // names are compared as nameKey (case, ё, spaces) in code: SQL lower() of Cyrillic depends on the locale
  const studentRows = await db
    .select({
      id: students.id,
      name: students.name,
      phone: students.phoneNumber,
      parentName: parents.name,
      parentPhone: parents.phoneNumber,
      archived: students.isArchived,
    })
    .from(students)
    .leftJoin(parents, eq(parents.id, students.parentId));
  const clientRows = await db
    .select({
      id: clients.id,
      name: clients.name,
      phone: clients.phoneNumber,
      parentName: sql<string | null>`coalesce(${parents.name}, ${clientParents.name})`,
      parentPhone: sql<string | null>`coalesce(${parents.phoneNumber}, ${clientParents.phoneNumber})`,
      archived: clients.archived,
    })
    .from(clients)
    .leftJoin(parents, eq(parents.id, clients.parentId))
    .leftJoin(clientParents, eq(clientParents.id, clients.clientParentId))
    .where(isNull(clients.convertedStudentId));
  return [
    ...studentRows.filter((row) => wanted.has(nameKey(row.name))).map((row) => personOf({ ...row, kind: 'student' })),
    ...clientRows.filter((row) => wanted.has(nameKey(row.name))).map((row) => personOf({ ...row, kind: 'client' })),
  ];
};

// POST crm-import/preview: the file's rows with their errors and duplicates; nothing is written.
export const previewImport = async (db: DbOrTx, kind: CrmImportKind, table: RawRow[]): Promise<CrmImportPreview> => {
  const { rows, columns, ignoredColumns } = rowsFromTable(kind, table);
  const references = indexReferences(await loadImportReferences(db));
  const duplicates = findDuplicates(rows, await crmPeople(db, nameKeysOf(rows)));
  const previewRows = rows.map((row) => ({
    row: row.row,
    values: row.values,
    errors: formFromRow(kind, row.values, references).errors,
    duplicate: duplicates.get(row.row) ?? null,
  }));
  return { kind, columns, ignoredColumns, rows: previewRows, counts: countsOf(previewRows) };
};

// One import at a time: two imports of the same file at once would each see the other's rows as not yet written.
const IMPORT_LOCK = 1_104_211; // an arbitrary key of pg_advisory_xact_lock, ours alone

type ParentLink = { parentId: number | null; clientParentId: number | null };
const parentKey = (name: string | null | undefined, phone: string | null | undefined) => {
  const number = normalisePhone(phone ?? null);
  return name && number ? `${nameKey(name)}|${number}` : undefined;
};

// Parents already in the CRM, by name and phone: a row whose parent is one of them is linked to that parent, as
// the form's "existing parent" choice would, instead of writing the same parent again. Students' parents come first.
const knownParents = async (db: DbOrTx, kind: CrmImportKind) => {
  const known = new Map<string, ParentLink>();
  const clientParentRows = kind === 'applications' ? await db.select({ id: clientParents.id, name: clientParents.name, phone: clientParents.phoneNumber }).from(clientParents) : [];
  for (const row of clientParentRows) {
    const key = parentKey(row.name, row.phone);
    if (key) known.set(key, { parentId: null, clientParentId: row.id });
  }
  for (const row of await db.select({ id: parents.id, name: parents.name, phone: parents.phoneNumber }).from(parents)) {
    const key = parentKey(row.name, row.phone);
    if (key) known.set(key, { parentId: row.id, clientParentId: null });
  }
  return known;
};

const writeRow = async (context: WriteContext, kind: CrmImportKind, form: ImportForm) =>
  kind === 'students' ? createStudentFromForm(context, form) : createApplication(context, form);

const parentOfCreated = async (db: DbOrTx, kind: CrmImportKind, id: number): Promise<ParentLink> => {
  if (kind === 'students') {
    const [row] = await db.select({ parentId: students.parentId }).from(students).where(eq(students.id, id));
    return { parentId: row?.parentId ?? null, clientParentId: null };
  }
  const [row] = await db.select({ parentId: clients.parentId, clientParentId: clients.clientParentId }).from(clients).where(eq(clients.id, id));
  return { parentId: row?.parentId ?? null, clientParentId: row?.clientParentId ?? null };
};

export type CommitRequest = { kind: CrmImportKind; rows: { row: number; values: Partial<Record<string, string | null>> }[]; skipDuplicates: boolean };

// POST crm-import/commit, inside the caller's transaction: every row checked again (one bad row refuses the whole
// import, naming it), the duplicates found again, then each row written as the form writes it.
export const commitImport = async (context: WriteContext, request: CommitRequest): Promise<CrmImportResult> => {
  const { tx } = context;
  const { kind } = request;
  await tx.execute(sql`select pg_advisory_xact_lock(${IMPORT_LOCK})`);
  const rows: ImportRow[] = request.rows.map(({ row, values }) => ({ row, values: cleanValues(values as ImportValues) }));
  const references = indexReferences(await loadImportReferences(tx));
  const forms = new Map<number, ImportForm>();
  const errors: FieldError[] = [];
  for (const { row, values } of rows) {
    const checked = formFromRow(kind, values, references);
    if (checked.form) forms.set(row, checked.form);
    for (const error of checked.errors) errors.push({ field: `rows.${row}${error.field ? `.${error.field}` : ''}`, message: fill(crmImportTexts.rowError, { row, message: error.message }) });
  }
  if (errors.length > 0) throw new BadRequestError(errors[0].message, errors);

  const duplicates = findDuplicates(rows, await crmPeople(tx, nameKeysOf(rows)));
  const parentsByKey = await knownParents(tx, kind);
  const ids: number[] = [];
  let skipped = 0;
  for (const { row, values } of rows) {
    if (request.skipDuplicates && duplicates.has(row)) {
      skipped += 1;
      continue;
    }
    const key = parentKey(values.parentName, values.parentPhone);
    const known = key ? parentsByKey.get(key) : undefined;
    const form = { ...forms.get(row)!, ...(known ?? {}) };
    const id = await writeRow(context, kind, form);
    ids.push(id);
    if (key && !known) {
      const link = await parentOfCreated(tx, kind, id);
      if (link.parentId || link.clientParentId) parentsByKey.set(key, link);
    }
  }
  await audit(context, 'import', 'crm-import', null, null, { kind, created: ids.length, skipped, ids });
  return { created: ids.length, skipped, ids };
};
