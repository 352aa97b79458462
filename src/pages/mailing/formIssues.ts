import type { z } from 'zod';
import {
  groupChatMailingSchema,
  isBlankHtml,
  MAILING_MESSAGES,
  mailingFileProblem,
  MAX_FILES,
  staffMailingSchema,
  studentsMailingSchema,
  type GroupChatMailingForm,
  type StaffMailingForm,
  type StudentsMailingForm,
} from '../../../resources/operations/mailing-form';

export type FieldIssues = Record<string, string[]>;

// A shared schema's refusals keyed by the form field that shows them (the schema's path, renamed where the form's
// field differs), each message once; an empty object when the values pass.
export const fieldIssues = (schema: z.ZodType, values: unknown, rename: Readonly<Record<string, string>> = {}): FieldIssues => {
  const parsed = schema.safeParse(values);
  if (parsed.success) return {};
  const issues: FieldIssues = {};
  for (const issue of parsed.error.issues) {
    const key = String(issue.path[0] ?? '');
    const field = rename[key] ?? key;
    const messages = (issues[field] ??= []);
    if (!messages.includes(issue.message)) messages.push(issue.message);
  }
  return issues;
};

// antd's Form.setFields entries for these issues, clearing the fields that now pass.
export const formFieldErrors = (issues: FieldIssues, fields: readonly string[]) =>
  fields.map((name) => ({ name, errors: issues[name] ?? [] }));

const merge = (...all: FieldIssues[]): FieldIssues => {
  const merged: FieldIssues = {};
  for (const issues of all) {
    for (const [field, messages] of Object.entries(issues)) {
      const target = (merged[field] ??= []);
      for (const message of messages) if (!target.includes(message)) target.push(message);
    }
  }
  return merged;
};

// The schemas check the whole form's rule (students or parents; text or files) only once every field passes; a
// person sees every problem of an empty form at once.
export const studentsFormIssues = (values: StudentsMailingForm): FieldIssues =>
  merge(
    fieldIssues(studentsMailingSchema, values, { sendToStudents: 'recipientKinds' }),
    values.sendToStudents || values.sendToParents ? {} : { recipientKinds: [MAILING_MESSAGES.recipientsRequired] },
  );

export const staffFormIssues = (values: StaffMailingForm): FieldIssues => fieldIssues(staffMailingSchema, values);

type FileFacts = { type: string; size: number };

export const groupChatFormIssues = (values: GroupChatMailingForm, files: readonly FileFacts[]): FieldIssues => {
  const fileProblems = files.map(mailingFileProblem).filter((problem): problem is string => problem !== undefined);
  return merge(
    fieldIssues(groupChatMailingSchema, { ...values, filesCount: files.length }, { filesCount: 'files' }),
    files.length === 0 && isBlankHtml(values.messageText ?? '') ? { messageText: [MAILING_MESSAGES.textOrFiles] } : {},
    files.length > MAX_FILES ? { files: [MAILING_MESSAGES.tooManyFiles] } : {},
    fileProblems.length > 0 ? { files: fileProblems } : {},
  );
};

type IssueForm = { setFields: (fields: { name: string; errors: string[] }[]) => void };

// Shows the issues on the form, clearing the fields that pass; true when there are none.
export const showFormIssues = (form: Pick<IssueForm, 'setFields'>, issues: FieldIssues, fields: readonly string[]) => {
  form.setFields(formFieldErrors(issues, fields));
  return Object.keys(issues).length === 0;
};

// Back to the form's first values after a mailing was created, with no message left on any field.
export const resetMailingForm = <Values,>(form: { setFieldsValue: (values: Values) => void } & Pick<IssueForm, 'setFields'>, values: Values, fields: readonly string[]) => {
  form.setFieldsValue(values);
  form.setFields(formFieldErrors({}, fields));
};
