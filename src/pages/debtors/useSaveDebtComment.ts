import { useNotification } from '@refinedev/core';
import { referenceAddress } from '../../../resources/write-body';
import { debtCommentContent, type DebtCommentRow, type DebtorRow } from '../../../resources/debtors';
import { useServerCall } from '../../crud/useServerCall';
import { useSession } from '../../auth/useSession';

export const COMMENT_CREATED = 'Комментарий создан';
export const COMMENT_UPDATED = 'Комментарий обновлен';
export const COMMENT_FAILED = 'Ошибка при сохранении комментария';
export const NOT_SIGNED_IN = 'Пользователь не авторизован';

// money.md §2, §5, §7, §8: the admin's comment on a debt. Sent only when non-empty after trimming and only with a
// signed-in user; POST for a debt without a comment, PATCH for one that has it. The server writes the author from
// the token; adminName and timestamp are sent as the spec's client sends them.
export const useSaveDebtComment = () => {
  const { apiUrl, send } = useServerCall();
  const { identity } = useSession();
  const { open } = useNotification();

  // Answers the saved comment, or undefined when nothing was saved (a toast has said why, or there was nothing).
  return async (row: DebtorRow, text: string): Promise<DebtCommentRow | undefined> => {
    const content = debtCommentContent(text);
    if (content === null) return undefined;
    if (!identity) {
      open?.({ type: 'error', message: NOT_SIGNED_IN });
      return undefined;
    }
    const body = {
      content,
      adminName: identity.name || identity.username,
      timestamp: new Date().toISOString(),
      cycleNumber: row.classCycle,
      schoolClass: referenceAddress(apiUrl, 'classes', row.classId),
      student: referenceAddress(apiUrl, 'students', row.studentId),
    };
    const existing = row.adminDebtCommentId;
    try {
      const saved =
        existing == null
          ? await send<DebtCommentRow>('post', 'admin-debt-comments', body)
          : await send<DebtCommentRow>('patch', `admin-debt-comments/${existing}`, { ...body, id: existing });
      open?.({ type: 'success', message: existing == null ? COMMENT_CREATED : COMMENT_UPDATED });
      return saved;
    } catch {
      open?.({ type: 'error', message: COMMENT_FAILED });
      return undefined;
    }
  };
};
