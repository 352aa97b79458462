import { UndoOutlined } from '@ant-design/icons';
import { Button, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { archivedClients, clientToasts, type ClientRow } from '../../../../resources/clients';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import type { GridRow } from '../../../components/editable-grid/gridFields';
import { unarchiveQuestion } from '../applicationTexts';
import { RecordGrid } from '../grid/RecordGrid';
import { StatusTag } from '../StatusTag';
import { applicationListQuery } from '../table/applicationListQuery';
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
      <RecordGrid
        declaration={archiveGrid}
        pagination="server"
        allowAdd={false}
        serverQuery={applicationListQuery}
        cells={{
          clientName: (row) => <Link to={`/clients/${String(row.clientId)}`}>{String(row.clientName ?? '')}</Link>,
          clientStatusId: (row) => <StatusTag name={asClient(row).clientStatusName} colour={asClient(row).clientStatusColor} />,
        }}
        actionsWidth={130}
        rowActions={(row, { busy }) => (
          <Tooltip title="Разархивировать">
            <Button
              type="text"
              size="small"
              aria-label="Разархивировать"
              icon={<UndoOutlined />}
              disabled={busy}
              onClick={() => setToUnarchive(asClient(row))}
            />
          </Tooltip>
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
