import { sql } from 'drizzle-orm';
import { PALETTE_HEXES } from '../../resources/gradebook';
import * as tables from '../db/schema/index';
import type { Tx } from '../db/types';
import { createRandom } from './random';

// Themes by subject, in the order a cycle runs through them; other subjects keep the generic themes of grades.ts.
const themes: Record<string, string[]> = {
  Математика: ['Натуральные числа', 'Дроби и проценты', 'Уравнения', 'Текстовые задачи', 'Геометрия на плоскости', 'Функции и графики', 'Контрольная работа', 'Работа над ошибками'],
  'Русский язык': ['Фонетика', 'Состав слова', 'Правописание приставок', 'Н и НН', 'Причастный оборот', 'Сложное предложение', 'Диктант', 'Работа над ошибками'],
  'Английский язык': ['Present Simple', 'Past Simple', 'Vocabulary: Family', 'Reading', 'Future forms', 'Listening', 'Test', 'Speaking club'],
  Физика: ['Кинематика', 'Законы Ньютона', 'Импульс', 'Работа и энергия', 'Давление', 'Электричество', 'Контрольная работа', 'Разбор задач'],
  Информатика: ['Алгоритмы', 'Переменные и типы', 'Условия', 'Циклы', 'Списки', 'Функции', 'Проект', 'Разбор проекта'],
};
const homeworkTexts = ['№ 1–5, стр. 12', 'Выучить правило\nУпр. 3 и 4', 'Повторить конспект', 'Задачи 7–10 из сборника', 'Прочитать параграф и ответить на вопросы', 'Тест на платформе'];

// Demo data of the gradebook (issue 10): subject themes for the demo groups' lessons, a homework for most held
// lessons, and a few marked cells in each group so every colour of the palette appears.
export const seedGradebook = async (tx: Tx) => {
  const random = createRandom(10_010);
  const lessons = await tx.execute(
    sql`select l.id, l.lesson_number, l.lesson_date::text as lesson_date, sub.name as subject
      from lessons l join school_classes c on c.id = l.class_id join subjects sub on sub.id = c.subject_id
      order by l.id`,
  );
  const lessonRows = (lessons as unknown as { rows: { id: number; lesson_number: number; lesson_date: string | null; subject: string }[] }).rows;
  const homeworks: (typeof tables.homeworks.$inferInsert)[] = [];
  const themed: { id: number; name: string }[] = [];
  for (const lesson of lessonRows) {
    const list = themes[lesson.subject];
    if (lesson.lesson_date && list) themed.push({ id: lesson.id, name: list[(lesson.lesson_number - 1) % list.length] });
    if (lesson.lesson_date && random.chance(0.75)) homeworks.push({ lessonId: lesson.id, text: random.pick(homeworkTexts) });
  }
  await tx.execute(
    sql`update lessons set lesson_name = themed.name
      from unnest(${sql.param(themed.map((row) => row.id))}::int[], ${sql.param(themed.map((row) => row.name))}::text[]) as themed(id, name)
      where lessons.id = themed.id`,
  );
  for (let start = 0; start < homeworks.length; start += 1000) {
    await tx.insert(tables.homeworks).values(homeworks.slice(start, start + 1000)).onConflictDoNothing();
  }
  // about one grade in twelve gets a colour, the palette in turn
  await tx.execute(
    sql`update grades set color = (${sql.param(PALETTE_HEXES)}::text[])[1 + (id % ${PALETTE_HEXES.length})]
      where id % 12 = 0 and coalesce(value, '') <> ''`,
  );
};
