import { HEX_COLOUR } from '../../../../resources/reference-lists';

export const groupPagePath = (classId: number) => `/school-class/${classId}`;
export const gradebookPath = (classId: number) => `/gradebook/${classId}`;
export const studentPath = (studentId: number) => `/students/${studentId}`;

// core.md §2.1: the gradebook receives the group's current cycle in the navigation state.
export type GradebookNavigationState = { cycle: number };

// ARCHITECTURE §6: links only http(s), colours only hex; anything else is not shown at all.
export const safeSheetUrl = (url: string | null | undefined): string | undefined => {
  if (!url) return undefined;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : undefined;
  } catch {
    return undefined;
  }
};

export const safeColour = (colour: string | null | undefined): string | undefined =>
  colour && HEX_COLOUR.test(colour) ? colour : undefined;
