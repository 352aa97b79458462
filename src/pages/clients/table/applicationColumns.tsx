import type { ComponentProps } from 'react';
import { Link } from 'react-router';
import type { ClientRow } from '../../../../resources/clients';
import type { ColumnOverrides } from '../../../components/editable-grid/columnQuery';
import type { EditableGrid } from '../../../components/editable-grid/EditableGrid';
import type { GridRow } from '../../../components/editable-grid/gridFields';
import { StatusTag } from '../StatusTag';

const asClient = (row: GridRow) => row as unknown as ClientRow;

// The application lists (active and archived): the name links to the client page, the status is coloured,
// and they sort (_sort) and filter (field_like) only where clients-info and clients-archive-info can
// (docs/api-core.md).
const applicationColumns: ColumnOverrides = {
  clientName: {
    cell: (row) => <Link to={`/clients/${String(row.clientId)}`}>{String(row.clientName ?? '')}</Link>,
    sort: 'clientName',
    filter: { text: 'clientName' },
  },
  clientStatusId: { cell: (row) => <StatusTag name={asClient(row).clientStatusName} colour={asClient(row).clientStatusColor} /> },
  clientParentName: { sort: 'clientParentName', filter: { text: 'clientParentName' } },
  clientPhoneNumber: { filter: { text: 'clientPhoneNumber' } },
  clientParentPhoneNumber: { filter: { text: 'clientParentPhoneNumber' } },
  additionalComment: { filter: { text: 'additionalComment' } },
  dateOfBirth: { sort: 'dateOfBirth' },
  creationDate: { sort: 'creationDate' },
};

// Both application lists are paged on the server and add no rows here (new applications have their own page).
export const applicationListGrid = {
  pagination: 'server',
  allow: { canCreate: false },
  columns: applicationColumns,
  queryColumns: 'declared',
} satisfies Partial<ComponentProps<typeof EditableGrid>>;
