import type { AnyResource } from '../../resources/define';
import type { PaginationMode } from '../components/editable-grid/columnQuery';

// How a declaration's list is read: 'server' pages, sorts and filters through the API; 'whole' comes in one
// answer and is viewed in the browser. Until every declaration says which (the server's `paging` key), the
// lists the API already pages are named here; the others are read whole.
const PAGED_BY_THE_API = new Set(['parents', 'client-parents', 'students', 'students-archive', 'clients', 'clients-archive', 'student-grades', 'class-enrollments', 'payments-history']);

export const pagingOf = (declaration: AnyResource): PaginationMode => {
  const paging = (declaration as { paging?: string }).paging;
  if (paging === 'server') return 'server';
  if (paging === 'whole') return 'client';
  return PAGED_BY_THE_API.has(declaration.name) ? 'server' : 'client';
};

// The page size of a list whose declaration names none (EditableGrid's default, and the early list request's).
export const DEFAULT_PAGE_SIZE = 25;
