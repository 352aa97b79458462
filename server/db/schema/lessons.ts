import { date, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { identityId } from './columns';
import { schoolClasses } from './school-classes';

// The lessons of a group, numbered within each cycle (operations.md "Gradebook").
export const lessons = pgTable(
  'lessons',
  {
    id: identityId(),
    classId: integer('class_id')
      .notNull()
      .references(() => schoolClasses.id),
    cycleNumber: integer('cycle_number').notNull(),
    lessonNumber: integer('lesson_number').notNull(),
    lessonName: text('lesson_name'),
    lessonDate: date('lesson_date', { mode: 'string' }),
  },
  (table) => [
    uniqueIndex('lessons_class_cycle_number_uq').on(table.classId, table.cycleNumber, table.lessonNumber),
    index('lessons_lesson_date_idx').on(table.lessonDate),
  ],
);
