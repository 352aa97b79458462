import { HistoryOutlined } from '@ant-design/icons';
import { useCan } from '@refinedev/core';
import { Button } from 'antd';
import { useState } from 'react';
import { recordHistory, recordHistoryTexts } from '../../resources/record-history';
import type { AnyResource } from '../../resources/define';
import { hasHistory, offersHistory } from '../../resources/record-history/format';
import { RowActionButton } from '../components/editable-grid/RowActionButton';
import { RecordHistoryDrawer } from './RecordHistoryDrawer';

// Whether this user reads records' histories (the owner and the administrator).
export const useCanReadHistory = () => useCan({ resource: recordHistory.name, action: 'list' }).data?.can === true;

type RecordHistoryButtonProps = {
  entity: string; // the resource the screen shows (a declaration's name) or an entity the audit writes
  recordId: string | number;
  title?: string; // the record's name, in the drawer's title
  variant?: 'row' | 'card'; // an icon in a grid row, or a labelled button on a card
  disabled?: boolean;
};

// 'История изменений' of a record: a row's icon or a card's button, shown to those who may read it, opening the drawer.
export function RecordHistoryButton({ entity, recordId, title, variant = 'card', disabled }: RecordHistoryButtonProps) {
  const [open, setOpen] = useState(false);
  if (!useCanReadHistory() || !hasHistory(entity)) return null;
  const button =
    variant === 'row' ? (
      <RowActionButton label={recordHistoryTexts.button} icon={<HistoryOutlined />} onClick={() => setOpen(true)} disabled={disabled} />
    ) : (
      <Button icon={<HistoryOutlined />} onClick={() => setOpen(true)} disabled={disabled}>
        {recordHistoryTexts.button}
      </Button>
    );
  return (
    <>
      {button}
      {open && <RecordHistoryDrawer entity={entity} recordId={recordId} title={title} open={open} onClose={() => setOpen(false)} />}
    </>
  );
}

// The history icon of each row of a declaration's grid, for those who may read it; undefined otherwise.
export const useHistoryRowAction = (declaration: AnyResource, labelOf: (row: Record<string, unknown>) => string) => {
  const allowed = useCanReadHistory() && offersHistory(declaration);
  if (!allowed) return undefined;
  return (row: Record<string, unknown>, state: { busy: boolean }) => (
    <RecordHistoryButton variant="row" entity={declaration.name} recordId={String(row[declaration.idField])} title={labelOf(row)} disabled={state.busy} />
  );
};
