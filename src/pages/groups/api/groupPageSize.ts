// Groups a page (core.md §2.5): rows of two, three or four cards, whatever the screen; the demo's groups fit on one
// page. Read by the list's hook and by the boot, which asks for the same first page (src/routes/preloadData.ts).
export const GROUP_PAGE_SIZE = 36;
