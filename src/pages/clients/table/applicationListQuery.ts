import type { ServerQueryFields } from '../grid/decorateColumns';

// docs/api-core.md: what clients-info and clients-archive-info sort by (_sort) and filter by (field_like).
export const applicationListQuery: ServerQueryFields = {
  sortable: new Set(['clientId', 'clientName', 'clientParentName', 'dateOfBirth', 'creationDate']),
  filterable: new Set(['clientName', 'clientParentName', 'clientPhoneNumber', 'clientParentPhoneNumber', 'additionalComment']),
};
