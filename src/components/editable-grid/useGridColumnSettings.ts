import { useMemo, useState } from 'react';
import type { FieldKind } from '../../../resources/define';
import { isPlainObject, useLocalStorageState } from '../../lib/useLocalStorageState';
import type { GridField } from './gridFields';

// core.md §1, §9: one local-storage key for visibility and one for widths, each an object keyed by the grid.
export const VISIBILITY_KEY = 'columnVisibility';
export const WIDTHS_KEY = 'columnWidths';
export const MIN_COLUMN_WIDTH = 60;

// core.md §9: default widths 100–250 px
const defaultWidths: Record<FieldKind, number> = {
  text: 220,
  phone: 170,
  money: 130,
  date: 120,
  colour: 150,
  enum: 160,
  boolean: 100,
  number: 110,
  reference: 200,
  multiReference: 250,
};

type PerGrid = Record<string, unknown>;

const ownEntry = (all: PerGrid, storageKey: string): Record<string, unknown> => {
  const entry = all[storageKey];
  return isPlainObject(entry) ? entry : {};
};

// Where a grid keeps its settings: a name inside the shared keys (core.md §9), or keys of its own where the spec
// names them (operations.md §9: registrationCodesColumnVisibility, registrationCodesColumnWidths).
export type ColumnStorage = string | { visibility: string; widths: string };

// One setting of one grid (its visibility or its widths), read and written as a map of column to value.
const useGridEntry = (storage: ColumnStorage, which: 'visibility' | 'widths') => {
  const grid = typeof storage === 'string' ? storage : undefined; // the grid's name inside the shared keys
  const key = typeof storage === 'string' ? (which === 'visibility' ? VISIBILITY_KEY : WIDTHS_KEY) : storage[which];
  const [stored, setStored] = useLocalStorageState<PerGrid>(key, {}, isPlainObject);
  const entry = grid === undefined ? stored : ownEntry(stored, grid);
  const setColumn = (column: string, value: unknown) =>
    setStored((all) => (grid === undefined ? { ...all, [column]: value } : { ...all, [grid]: { ...ownEntry(all, grid), [column]: value } }));
  return [entry, setColumn] as const;
};

export const useGridColumnSettings = (storage: ColumnStorage, fields: GridField[]) => {
  const [visibility, setVisibility] = useGridEntry(storage, 'visibility');
  const [widths, setWidth] = useGridEntry(storage, 'widths');
  // the width while a header is being dragged; stored once the drag ends
  const [dragged, setDragged] = useState<{ key: string; width: number } | null>(null);

  const visibleFields = useMemo(
    () =>
      fields.filter(({ key, field }) => {
        const stored = visibility[key];
        return typeof stored === 'boolean' ? stored : field.column?.visible !== false;
      }),
    // visibility is a fresh object per render; its JSON says whether it changed
    [fields, JSON.stringify(visibility)],
  );

  const widthOf = ({ key, field }: GridField): number => {
    if (dragged?.key === key) return dragged.width;
    const stored = widths[key];
    if (typeof stored === 'number' && Number.isFinite(stored) && stored >= MIN_COLUMN_WIDTH) return stored;
    return field.column?.width ?? defaultWidths[field.kind];
  };

  const setVisible = (key: string, visible: boolean) => setVisibility(key, visible);

  const resize = (key: string, width: number) => setDragged({ key, width });

  const commitWidth = (key: string, width: number) => {
    setDragged(null);
    setWidth(key, width);
  };

  return { visibleFields, widthOf, setVisible, resize, commitWidth };
};
