import { useCan } from '@refinedev/core';

export type GroupRights = {
  // core.md §6: edits every field, sees the pricing format and the colour, archives and unarchives
  canManageAll: boolean;
  canUpdate: boolean; // the current cycle, and the spreadsheet refresh
  canCreate: boolean;
  canOpenGradebook: boolean;
};

// Asked of the access provider, the one path for rights in the UI.
export const useGroupRights = (): GroupRights => ({
  canManageAll: useCan({ action: 'manage', params: { subject: 'all' } }).data?.can === true,
  canUpdate: useCan({ action: 'update', params: { subject: 'TeacherSheet' } }).data?.can === true,
  canCreate: useCan({ action: 'create', params: { subject: 'TeacherSheet' } }).data?.can === true,
  canOpenGradebook: useCan({ action: 'read', params: { subject: 'GradeBook' } }).data?.can === true,
});
