import { pgTable, text } from 'drizzle-orm/pg-core';
import { identityId } from './columns';

// Classes of pupils ('Дошкольник', '1 класс' … '11 класс', 'Взрослый'), not calendar years.
export const schoolYears = pgTable('school_years', {
  id: identityId(),
  description: text('description').notNull().unique('school_years_description_uq'),
});
