import { Card, Descriptions } from 'antd';
import type { ReactNode } from 'react';
import type { ClientRow } from '../../../../resources/clients';
import type { GridRow } from '../../../components/editable-grid/gridFields';
import { referenceIds } from '../../../components/useReferenceOptions';
import { StatusTag } from '../StatusTag';
import { cardFields, type CardFieldKey } from './clientCardFields';
import { EditableField } from './EditableField';
import type { useClientEdits } from './useClientEdits';

type ClientCardProps = {
  client: ClientRow;
  edits: ReturnType<typeof useClientEdits>;
  extra: ReactNode; // the card's buttons
};

const ids = (value: unknown, idField: string) => referenceIds(value, idField).map(Number);

// core.md §2.8: the application's fields, each edited in place.
export function ClientCard({ client, edits, extra }: ClientCardProps) {
  const row = client as unknown as GridRow;
  const saverOf = (key: CardFieldKey) => {
    if (key === 'subjects') return (value: unknown) => edits.saveSubjects(ids(value, 'subjectId'));
    if (key === 'attendanceTypes') return (value: unknown) => edits.saveFormats(ids(value, 'attendanceTypeId'));
    return (value: unknown) => edits.saveField(key, value);
  };

  return (
    <Card title="Заявка" extra={extra} style={{ width: '40em', maxWidth: '100%' }}>
      <Descriptions
        bordered
        column={1}
        size="small"
        styles={{ label: { width: '11em' } }}
        items={cardFields.map(({ key, field }) => ({
          key,
          label: field.label,
          children:
            key === 'clientStatusId' ? (
              <EditableField field={field} value={client[key]} row={row} onSave={saverOf(key)}>
                <StatusTag name={client.clientStatusName} colour={client.clientStatusColor} />
              </EditableField>
            ) : (
              <EditableField field={field} value={client[key]} row={row} onSave={saverOf(key)} />
            ),
        }))}
      />
    </Card>
  );
}
