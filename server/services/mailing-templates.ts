import { eq } from 'drizzle-orm';
import { MAX_TEXT_LENGTH, TEMPLATE_MESSAGES, isBlankHtml, visibleText } from '../../resources/operations/mailing-form';
import type { TemplateRow } from '../../resources/mailing';
import { announcementTemplates } from '../db/schema/index';
import type { DbOrTx } from '../db/types';
import { NotFoundError } from '../errors';
import { byRussianName } from '../lib/info-list';
import { archiveAction, audit, lockRow, type WriteContext } from '../lib/write-context';
import { refuse } from './mailing';
import { sanitizeTelegramHtml } from './telegram-html';

// The mailing's templates (operations.md §7 "Mailing"): listed, written in Telegram's HTML, archived.

const templateColumns = {
  id: announcementTemplates.id,
  announcementTemplateName: announcementTemplates.name,
  announcementTemplateText: announcementTemplates.text,
  isArchived: announcementTemplates.isArchived,
};

export const listTemplates = async (db: DbOrTx, isArchived?: boolean): Promise<TemplateRow[]> => {
  const rows = await db
    .select(templateColumns)
    .from(announcementTemplates)
    .where(isArchived === undefined ? undefined : eq(announcementTemplates.isArchived, isArchived));
  return rows.sort((left, right) => Number(left.isArchived) - Number(right.isArchived) || byRussianName<TemplateRow>((row) => row.announcementTemplateName)(left, right) || left.id - right.id);
};

const templateText = (html: string) => {
  const text = sanitizeTelegramHtml(html);
  if (isBlankHtml(text)) refuse('text', TEMPLATE_MESSAGES.textRequired);
  if (visibleText(text).length > MAX_TEXT_LENGTH) refuse('text', TEMPLATE_MESSAGES.textTooLong);
  return text;
};

const templateRow = (row: typeof announcementTemplates.$inferSelect): TemplateRow => ({
  id: row.id,
  announcementTemplateName: row.name,
  announcementTemplateText: row.text,
  isArchived: row.isArchived,
});

export const createTemplate = async (context: WriteContext, input: { name: string; text: string }) => {
  const [row] = await context.tx.insert(announcementTemplates).values({ name: input.name, text: templateText(input.text) }).returning();
  await audit(context, 'create', 'announcement-templates', row.id, null, { name: row.name, text: row.text });
  return templateRow(row);
};

export const updateTemplate = async (context: WriteContext, id: number, patch: { name?: string; text?: string; isArchived?: boolean }) => {
  const before = await lockRow(context.tx, announcementTemplates, id);
  if (!before) throw new NotFoundError('Шаблон не найден');
  const changes = {
    ...(patch.name !== undefined ? { name: patch.name } : {}),
    ...(patch.text !== undefined ? { text: templateText(patch.text) } : {}),
    ...(patch.isArchived !== undefined ? { isArchived: patch.isArchived } : {}),
  };
  const [after] = await context.tx.update(announcementTemplates).set(changes).where(eq(announcementTemplates.id, id)).returning();
  await audit(context, archiveAction(before.isArchived, patch.isArchived), 'announcement-templates', id, { name: before.name, text: before.text, isArchived: before.isArchived }, { name: after.name, text: after.text, isArchived: after.isArchived });
  return templateRow(after);
};
