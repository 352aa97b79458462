import { endUserSessions } from '../auth/session-cutoffs';
import { staff } from '../db/schema/index';
import { HttpError, NotFoundError } from '../errors';
import { audit, lockRow, type WriteContext } from '../lib/write-context';

export const STAFF_NOT_FOUND = 'Сотрудник не найден';
export const STAFF_WITHOUT_ACCOUNT = 'У сотрудника нет учётной записи для входа';

// Ends every session of a member of staff's sign-in account (staff.user_id), with its audit row, in the caller's
// transaction. Answers the account and the cut-off, which the route notes on this instance after the commit.
export const endStaffSessions = async (context: WriteContext, staffId: number) => {
  const member = await lockRow(context.tx, staff, staffId);
  if (!member) throw new NotFoundError(STAFF_NOT_FOUND);
  if (member.userId === null) throw new HttpError(422, STAFF_WITHOUT_ACCOUNT);
  const at = await endUserSessions(context.tx, member.userId);
  await audit(context, 'end-sessions', 'staff', staffId, null, { userId: member.userId, sessionsValidAfter: at.toISOString() });
  return { userId: member.userId, at };
};
