import { Refine, type AccessControlProvider, type DataProvider } from '@refinedev/core';
import { useNotificationProvider } from '@refinedev/antd';
import { configure, render } from '@testing-library/react';
import { App } from 'antd';
import routerProvider from '@refinedev/react-router';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { createAccessControlProvider } from '../../../providers/access';
import { resources } from '../../../resources';
import type { Role } from '../../../resources/abilities';

// queries reach the mock provider through React Query, which a loaded CI machine can slow past the default 1 s
configure({ asyncUtilTimeout: 5_000 });

// A Refine root for component tests: the given data provider, toasts rendered by antd, and an access
// provider that allows everything unless told otherwise (or per resource).
export const renderWithRefine = (
  ui: ReactNode,
  {
    dataProvider,
    can = true,
    role,
    url,
  }: {
    dataProvider: DataProvider;
    can?: boolean | ((resource?: string) => boolean);
    role?: Role; // the app's own access provider for a user of this role instead
    url?: string; // rendered at this address with the app's router binding and syncWithLocation, as in the app
  },
) => {
  const accessControlProvider: AccessControlProvider = role
    ? createAccessControlProvider(() => (role === 'none' ? [] : [role]))
    : { can: async ({ resource }) => ({ can: typeof can === 'function' ? can(resource) : can }) };
  const root = (
    <App>
      <Refine
        dataProvider={dataProvider}
        routerProvider={url === undefined ? undefined : routerProvider}
        notificationProvider={useNotificationProvider}
        accessControlProvider={accessControlProvider}
        resources={resources.map((declaration) => ({ name: declaration.name, meta: { declaration } }))}
        options={{
          disableTelemetry: true,
          syncWithLocation: url !== undefined,
          reactQuery: { clientConfig: { defaultOptions: { queries: { retry: false } } } },
        }}
      >
        {ui}
      </Refine>
    </App>
  );
  return render(url === undefined ? root : <MemoryRouter initialEntries={[url]}>{root}</MemoryRouter>);
};

type Row = Record<string, unknown>;

// An in-memory list behind the data provider's four calls, so a test sees its writes come back.
export const memoryDataProvider = (idField: string, initial: Row[]) => {
  let rows = [...initial];
  let nextId = Math.max(0, ...initial.map((row) => Number(row[idField]))) + 1;
  const provider = {
    getApiUrl: () => '/api',
    getList: async () => ({ data: rows, total: rows.length }),
    getOne: async ({ id }: { id: unknown }) => ({ data: rows.find((row) => String(row[idField]) === String(id)) }),
    create: async ({ variables }: { variables: Row }) => {
      const created = { ...variables, [idField]: nextId++ };
      rows = [...rows, created];
      return { data: created };
    },
    update: async ({ id, variables }: { id: unknown; variables: Row }) => {
      rows = rows.map((row) => (String(row[idField]) === String(id) ? { ...row, ...variables } : row));
      return { data: rows.find((row) => String(row[idField]) === String(id)) };
    },
    deleteOne: async ({ id }: { id: unknown }) => {
      rows = rows.filter((row) => String(row[idField]) !== String(id));
      return { data: {} };
    },
  };
  return provider as unknown as Required<Pick<DataProvider, 'getList' | 'create' | 'update' | 'deleteOne'>> & DataProvider;
};
