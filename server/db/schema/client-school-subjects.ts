import { integer, pgTable, uniqueIndex } from 'drizzle-orm/pg-core';
import { clients } from './clients';
import { identityId } from './columns';
import { subjects } from './subjects';

// Subjects an application asks for; the id is the spec's clientSchoolSubjectId.
export const clientSchoolSubjects = pgTable(
  'client_school_subjects',
  {
    id: identityId(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    subjectId: integer('subject_id')
      .notNull()
      .references(() => subjects.id),
  },
  (table) => [uniqueIndex('client_school_subjects_client_subject_uq').on(table.clientId, table.subjectId)],
);
