import { canManageAll } from '../../../../resources/abilities';
import { useSession } from '../../../auth/useSession';

export type GroupRights = {
  // core.md §6: edits every field, sees the pricing format and the colour, archives and unarchives
  canManageAll: boolean;
  canUpdate: boolean; // the current cycle, and the spreadsheet refresh
  canCreate: boolean;
  canOpenGradebook: boolean;
};

export const useGroupRights = (): GroupRights => {
  const { ability } = useSession();
  return {
    canManageAll: canManageAll(ability),
    canUpdate: ability.can('update', 'TeacherSheet'),
    canCreate: ability.can('create', 'TeacherSheet'),
    canOpenGradebook: ability.can('read', 'GradeBook'),
  };
};
