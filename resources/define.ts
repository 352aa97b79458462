import { z } from 'zod';
import type { Action, Subject, SubjectAccess } from './abilities';

export type FieldKind =
  | 'text'
  | 'phone'
  | 'money'
  | 'date'
  | 'colour'
  | 'enum'
  | 'boolean'
  | 'number'
  | 'reference'
  | 'multiReference';

export type HttpPath = { method: 'POST' | 'PATCH' | 'PUT' | 'DELETE'; path: string }; // ':id' is filled in by the provider

export type FieldDeclaration = {
  kind: FieldKind;
  label: string; // Russian column title and form label
  rule: z.ZodType; // the one rule for form, grid cell and server body
  writeAs?: string; // body key where the spec's write name differs from its read name
  normalise?: (value: string) => string; // applied on entry and again on the server
  unique?: { caseInsensitive: boolean; message: string };
  column?: { visible?: boolean; width?: number };
  editable?: boolean; // defaults to true
  defaultValue?: unknown; // value of a freshly added row
  target?: string; // name of the referenced resource, for references
  options?: Readonly<Record<string, string>>; // enum values and their Russian labels
  // The table's column (its Drizzle property) where it is neither the field's name nor the field's name without
  // the id field's stem ('expenseTypeName' is `name`): 'crmuser' is `crmUser`.
  dbColumn?: string;
  // where the list's row holds the value when not under the field's name ('lessonGrades.attendanceGrade'): the
  // Excel export reads it there
  readFrom?: string;
};

// Where a resource without routes of its own keeps its rows, when that is not all of the table named after it
// (server/db/resource-tables.ts reads this; names are the Drizzle exports and properties of server/db/schema).
export type DatabaseDeclaration = {
  table?: string; // the teachers are rows of `staff`
  rows?: Readonly<Record<string, string | boolean>>; // the rows it shows: column = value (not archived)
  // foreign keys whose "still in use" refusal the spec words (a status with applications)
  inUse?: readonly { table: string; column: string; message: string }[];
};

// A row's own write beside edit and delete (unarchive): a confirmation, then one call with a fixed body, its
// toasts, and the lists read again. The grid offers it to users who may update the resource.
export type RowActionDeclaration = {
  label: string; // the row's button and the confirmation's button
  icon: string; // a name from src/layout/icons.tsx
  confirm: { title: string; text: string }; // '{field}' in the text is the row's value of that field
  call: HttpPath; // ':id' is the row's id
  body: Readonly<Record<string, unknown>>;
  toasts: { success: string; failure: string }; // '{message}' in the failure is the server's message
  refresh: readonly string[]; // the resources whose lists are read again afterwards
  onlyWith?: string; // offered only on rows where this field has a value (a parent's code needs a parent)
  // offered only to users who also hold this right (ending a staff member's sessions: the owner's alone)
  permission?: { action: Action; subject: Subject };
};

export type ToastKey = 'created' | 'updated' | 'deleted' | 'createFailed' | 'updateFailed' | 'deleteFailed';

export type ResourceDeclaration<Row = Record<string, unknown>> = {
  name: string; // Refine name = route segment
  subject: Subject; // CASL subject: one of core.md §6 (abilities.ts), or one a declaration adds with `access`
  // Makes `subject` a permission subject of its own, with the actions each role has on it, e.g.
  // { TEACHER: ['read'], USER: ['read'] }. OWNER manages it; ADMIN manages it unless ADMIN is named; TEACHER and
  // USER have only what is named. Other declarations reuse it by naming the subject without `access`.
  access?: SubjectAccess;
  label: { one: string; many: string };
  menu?: { parent?: string; hidden?: boolean; icon?: string };
  idField: keyof Row & string;
  api: {
    list: string;
    one?: string;
    create?: HttpPath;
    update?: HttpPath;
    remove?: HttpPath;
  };
  // 'own' when the server's routes for this resource are written by hand (server/routes/<area>.ts). Otherwise
  // server/routes/resource-routes.ts serves its list, create, update and delete from this declaration alone,
  // on the table named after it and a column for each field (its `dbColumn`, or by name), unless `database` says.
  routes?: 'own';
  // false where the list is another screen's read (the group card's list is the expense screen's groups), so the
  // declaration has no Excel export of its own (server/routes/resource-export.ts)
  exported?: false;
  // the query the list needs (its required keys), which the harnesses that walk every route ask its export with
  sampleQuery?: string;
  // A whole list whose screen shows other rows than the list's (a tree, a report): the rows its Excel export writes,
  // from the list's answer (an array, or a report's object), the screen's search `q` and today's date (YYYY-MM-DD);
  // the list itself is then read with the rest of the export's query.
  exportRows?: (answer: unknown, search: string, today: string) => Record<string, unknown>[];
  // A report whose columns depend on its answer (months, cycles), beside its `exportRows`: the export's columns, in
  // order, in place of `fields` (the columns every answer has); a `fields=` list names them by key.
  exportColumns?: (answer: unknown) => Record<string, FieldDeclaration>;
  database?: DatabaseDeclaration;
  // whether the id is repeated in the update body (core.md §7.5: "create and update with name and id")
  sendIdOnUpdate?: boolean;
  fields: Partial<Record<keyof Row & string, FieldDeclaration>>;
  // '{message}' in a failure toast is replaced with the server's message
  toasts?: Partial<Record<ToastKey, string>>; // one for each write the declaration offers
  rowActions?: readonly RowActionDeclaration[];
  // A rule over several fields of one row (a tariff's discount price against its first price): the grid runs it
  // when a row is saved and shows the message under that field; the server's body schema runs the same function.
  rowCheck?: (row: Record<string, unknown>) => { field: string; message: string } | undefined;
  // the grid's add button where the spec names it ('Добавить формат'); 'Добавить' otherwise
  addLabel?: string;
  // the dialog a screen opens to add or edit one (src/crud/DeclaredFormModal.tsx): its fields, in order, and titles
  form?: { fields: readonly string[]; createTitle?: string; editTitle?: string };
  // where the grid keeps its column settings in local storage: a name inside the shared keys, or the spec's own keys
  storageKey?: string;
  columnStorage?: { visibility: string; widths: string };
  // The client's list page built from this declaration alone (src/crud/ResourceListPage.tsx): its route,
  // title and guard (`action` on `subject`, 'read' unless said). The side menu places it in the section
  // menu.parent names (menu.icon its icon) unless menu.hidden; menu.parent 'settings' makes the resource a
  // tab of /settings/:tab instead. Resources shown by a screen of their own are claimed by that screen's
  // entry in src/routes/pages.ts; read-only lookups have no page.
  page?: {
    path: string;
    title: string;
    action?: import('./abilities').Action;
    shortMenuSection?: string; // section of the reduced menu (core.md §2.4), where the page has one
    homeGroup?: string; // group of big buttons on /home (core.md §2.3)
    pageSize?: number;
    pageSizeOptions?: number[]; // the spec's choices where it names them
    loadFailed?: string; // the spec's own load failure text
  };
};

export const defineResource = <Row>(declaration: ResourceDeclaration<Row>) => declaration;

// The archived rows of a live resource (clients → clients-archive, students → students-archive): the same id,
// record path, update and routes, read from the archive's own list under the subject Archive; what differs is
// said here, the fields shown and the way back (a row action).
export const archiveOf = <Row>(
  live: ResourceDeclaration<Row>,
  archive: Pick<ResourceDeclaration<Row>, 'name' | 'label' | 'fields' | 'toasts' | 'rowActions'> & { list: string },
): ResourceDeclaration<Row> => ({
  name: archive.name,
  routes: live.routes,
  subject: 'Archive',
  label: archive.label,
  menu: { hidden: true },
  idField: live.idField,
  api: { list: archive.list, one: live.api.one, update: live.api.update },
  storageKey: archive.name,
  fields: archive.fields,
  toasts: archive.toasts,
  rowActions: archive.rowActions,
});

export type AnyResource = ResourceDeclaration<any>;

// A column a list only shows (a report's field): its kind, label and width; nothing to validate.
export const readOnlyField = (kind: FieldDeclaration['kind'], label: string, width: number, rule: z.ZodType = z.unknown()): FieldDeclaration => ({
  kind,
  label,
  rule,
  editable: false,
  column: { width },
});
