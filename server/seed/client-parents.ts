import { asc, eq, isNull } from 'drizzle-orm';
import * as tables from '../db/schema/index';
import type { Tx } from '../db/types';
import type { Random } from './random';
import { mobilePhone, parentName } from './russian-names';

// Most applications come from a parent: a client parent with a phone, linked to the application.
export const seedClientParents = async (tx: Tx, random: Random) => {
  const applications = await tx
    .select({ id: tables.clients.id, name: tables.clients.name })
    .from(tables.clients)
    .where(isNull(tables.clients.clientParentId))
    .orderBy(asc(tables.clients.id));
  for (const application of applications) {
    if (!random.chance(0.7)) continue;
    const surname = application.name.split(' ')[1]?.replace(/а$/, '') ?? 'Иванов';
    const [parent] = await tx
      .insert(tables.clientParents)
      .values({ name: parentName(random, surname), phoneNumber: random.chance(0.9) ? mobilePhone(random) : null })
      .returning({ id: tables.clientParents.id });
    await tx.update(tables.clients).set({ clientParentId: parent.id }).where(eq(tables.clients.id, application.id));
  }
};
