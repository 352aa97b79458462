import { PlusOutlined } from '@ant-design/icons';
import { Flex, Typography } from 'antd';
import { useState } from 'react';
import { clients, clientToasts, type ClientRow } from '../../../../resources/clients';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { EditableGrid } from '../../../components/editable-grid/EditableGrid';
import type { GridRow } from '../../../components/editable-grid/gridFields';
import { LinkButton } from '../../../layout/LinkButton';
import { archiveQuestion, convertQuestion } from '../applicationTexts';
import { ApplicationRowActions } from './ApplicationRowActions';
import { applicationListGrid } from './applicationColumns';
import { useApplicationActions } from './useApplicationActions';
import { useExitStatusOptions } from '../../../components/useExitStatusOptions';

export const APPLICATIONS_TITLE = 'Заявки';

// A failed row save in this grid is the spec's 'Не удалось сохранить данные' (core.md §8).
const applicationsGrid = { ...clients, toasts: { ...clients.toasts!, updateFailed: clientToasts.rowSaveFailed } };

const asClient = (row: GridRow) => row as unknown as ClientRow;

// core.md §2.8: the active applications, edited in place, archived with a reason or made students.
export default function ApplicationsTablePage() {
  const actions = useApplicationActions();
  const [toArchive, setToArchive] = useState<ClientRow | null>(null);
  const exitStatuses = useExitStatusOptions(toArchive !== null);
  const [toConvert, setToConvert] = useState<ClientRow | null>(null);

  return (
    <>
      <Flex align="center" justify="space-between" gap={8} wrap style={{ marginBottom: 16 }}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {APPLICATIONS_TITLE}
        </Typography.Title>
        <LinkButton to="/clients/new" icon={<PlusOutlined />}>
          Добавить заявку
        </LinkButton>
      </Flex>
      <EditableGrid
        declaration={applicationsGrid}
        {...applicationListGrid}
        actionsWidth={170}
        rowActions={(row, { busy }) => (
          <ApplicationRowActions
            busy={busy}
            onArchive={() => setToArchive(asClient(row))}
            onConvert={() => setToConvert(asClient(row))}
          />
        )}
      />
      <ConfirmDialog<number>
        open={toArchive !== null}
        title="Архивировать заявку"
        text={toArchive && archiveQuestion(toArchive.clientName)}
        confirmText="Архивировать"
        danger
        loading={actions.writing}
        choice={{ label: 'Причина архивации', placeholder: 'Выберите причину', ...exitStatuses }}
        onConfirm={async (exitStatusId) => {
          if (!toArchive || exitStatusId === undefined) return;
          await actions.archive(toArchive, exitStatusId);
          setToArchive(null);
        }}
        onCancel={() => setToArchive(null)}
      />
      <ConfirmDialog
        open={toConvert !== null}
        title="Добавить ученика"
        text={toConvert && convertQuestion(toConvert.clientName)}
        confirmText="Добавить ученика"
        loading={actions.writing}
        onConfirm={async () => {
          if (!toConvert) return;
          await actions.convert(toConvert);
          setToConvert(null);
        }}
        onCancel={() => setToConvert(null)}
      />
    </>
  );
}
