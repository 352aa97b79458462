import { useState } from 'react';
import { TRIAL_COLUMN_VISIBILITY_KEY, TRIAL_COLUMN_WIDTHS_KEY } from '../../../../resources/trial-classes';
import { useLocalStorageState } from '../../../lib/useLocalStorageState';
import { isColumnFlags, isColumnWidths, MIN_WIDTH, shownColumns, widthOf, type TrialColumnKey } from './trialColumns';

// operations.md §9: the trial lessons' column visibility and widths, each kept under the spec's own key.
export const useTrialColumnSettings = () => {
  const [flags, setFlags] = useLocalStorageState(TRIAL_COLUMN_VISIBILITY_KEY, {}, isColumnFlags);
  const [widths, setWidths] = useLocalStorageState(TRIAL_COLUMN_WIDTHS_KEY, {}, isColumnWidths);
  // the width while a header is dragged; stored when the drag ends
  const [dragged, setDragged] = useState<{ key: string; width: number } | null>(null);
  return {
    shown: shownColumns(flags),
    widthOf: (key: TrialColumnKey) => (dragged?.key === key ? dragged.width : widthOf(widths, key)),
    setVisible: (key: string, visible: boolean) => setFlags((all) => ({ ...all, [key]: visible })),
    resize: (key: string, width: number) => setDragged({ key, width: Math.max(MIN_WIDTH, width) }),
    commitWidth: (key: string, width: number) => {
      setDragged(null);
      setWidths((all) => ({ ...all, [key]: Math.max(MIN_WIDTH, Math.round(width)) }));
    },
  };
};
