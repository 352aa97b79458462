import { eq } from 'drizzle-orm';
import { clients, nameChangeNotifications, students, type NameChangeEntity } from '../db/schema/index';
import { NotFoundError } from '../errors';
import { audit, type WriteContext } from '../lib/write-context';

// service/clients/update-name and service/students/update-name: what the browser reports after a rename.
export const recordNameChange = async (
  context: WriteContext,
  change: { entity: NameChangeEntity; entityId: number; oldName: string | null; newName: string },
) => {
  const table = change.entity === 'client' ? clients : students;
  const [exists] = await context.tx.select({ id: table.id }).from(table).where(eq(table.id, change.entityId));
  if (!exists) throw new NotFoundError(change.entity === 'client' ? 'Заявка не найдена' : 'Ученик не найден');
  const [row] = await context.tx
    .insert(nameChangeNotifications)
    .values({ ...change, changedBy: context.actor.login, changedById: context.actor.id })
    .returning();
  await audit(context, 'create', 'name-change-notifications', row.id, null, row);
  return {
    notificationId: row.id,
    entity: row.entity,
    entityId: row.entityId,
    oldName: row.oldName,
    newName: row.newName,
    changedBy: row.changedBy,
    changedAt: row.changedAt.toISOString(),
  };
};
