import { canManageAll } from '../../../../resources/abilities';
import { useSession } from '../../../auth/useSession';

// core.md §2.11, §6: who may change students, and who sees the student's own phone and telegram ids.
export const useStudentRights = () => {
  const { ability } = useSession();
  return {
    canUpdate: ability.can('update', 'Student'),
    canManageAll: canManageAll(ability),
  };
};
