import { UndoOutlined } from '@ant-design/icons';
import { Typography } from 'antd';
import { useState } from 'react';
import { archivedClients, clientToasts, type ClientRow } from '../../../../resources/clients';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { EditableGrid } from '../../../components/editable-grid/EditableGrid';
import type { GridRow } from '../../../components/editable-grid/gridFields';
import { RowActionButton } from '../../../components/editable-grid/RowActionButton';
import { unarchiveQuestion } from '../applicationTexts';
import { applicationListGrid } from '../table/applicationColumns';
import { useUnarchive } from './useUnarchive';

export const ARCHIVED_APPLICATIONS_TITLE = 'Архив заявок';

// A row edited here is an application edit ('Заявка успешно обновлена!' / 'Не удалось сохранить данные');
// unarchiving has its own call and toasts.
const archiveGrid = {
  ...archivedClients,
  toasts: { ...archivedClients.toasts!, updated: clientToasts.updated, updateFailed: clientToasts.rowSaveFailed },
};

const asClient = (row: GridRow) => row as unknown as ClientRow;

// core.md §2.9: archived applications with their reason, and the way back to the active list.
export default function ArchivedClientsPage() {
  const { unarchive, writing } = useUnarchive();
  const [toUnarchive, setToUnarchive] = useState<ClientRow | null>(null);

  return (
    <>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {ARCHIVED_APPLICATIONS_TITLE}
      </Typography.Title>
      <EditableGrid
        declaration={archiveGrid}
        {...applicationListGrid}
        actionsWidth={130}
        rowActions={(row, { busy }) => (
          <RowActionButton
            label="Разархивировать"
            icon={<UndoOutlined />}
            disabled={busy}
            onClick={() => setToUnarchive(asClient(row))}
          />
        )}
      />
      <ConfirmDialog
        open={toUnarchive !== null}
        title="Разархивировать заявку"
        text={toUnarchive && unarchiveQuestion(toUnarchive.clientName)}
        confirmText="Разархивировать"
        loading={writing}
        onConfirm={async () => {
          if (!toUnarchive) return;
          await unarchive(toUnarchive);
          setToUnarchive(null);
        }}
        onCancel={() => setToUnarchive(null)}
      />
    </>
  );
}
