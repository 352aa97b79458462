import type { PageEntry } from '../../routes/pages';

// operations.md §2: the screens of this area (issue 10).
export const gradebookPages: PageEntry[] = [];
