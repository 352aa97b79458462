import { useCan } from '@refinedev/core';

// core.md §2.11, §6: who may change students, and who sees the student's own phone and telegram ids
// (those who may manage everything), asked of the access provider.
export const useStudentRights = () => ({
  canUpdate: useCan({ resource: 'students', action: 'edit' }).data?.can === true,
  canManageAll: useCan({ action: 'manage', params: { subject: 'all' } }).data?.can === true,
});
