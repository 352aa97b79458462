import { z } from 'zod';

// A name change waiting to be sent to the bot (core.md §7.3, §7.4), as the name-change routes answer it.
export const nameChangeRowSchema = z.object({
  notificationId: z.number().int(),
  entity: z.enum(['client', 'student']),
  entityId: z.number().int(),
  oldName: z.string().nullable(),
  newName: z.string(),
  changedBy: z.string(),
  changedAt: z.string(),
});
