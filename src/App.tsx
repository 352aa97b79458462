import { Suspense } from 'react';
import { Refine } from '@refinedev/core';
import routerProvider, { UnsavedChangesNotifier } from '@refinedev/react-router';
import { Outlet } from 'react-router';
import { accessControlProvider } from '../providers/access';
import { authProvider } from '../providers/auth';
import { dataProvider } from '../providers/data';
import { i18nProvider } from '../providers/i18n';
import { useNotificationProvider } from '../providers/notification';
import { createQueryClient } from '../providers/queryClient';
import { refineResources } from '../providers/resources';
import { CommandPalette } from './layout/CommandPalette';
import { FullPageSpinner } from './layout/FullPageSpinner';

const refineOptions = {
  syncWithLocation: true,
  warnWhenUnsavedChanges: true,
  disableTelemetry: true,
  reactQuery: { clientConfig: createQueryClient() },
};

// The Refine root: the element of the router's root route, so that every page sits under it.
export const App = () => (
  <Refine
    routerProvider={routerProvider}
    dataProvider={dataProvider}
    authProvider={authProvider}
    accessControlProvider={accessControlProvider}
    i18nProvider={i18nProvider}
    notificationProvider={useNotificationProvider}
    resources={refineResources}
    options={refineOptions}
  >
    <Suspense fallback={<FullPageSpinner />}>
      <Outlet />
    </Suspense>
    <CommandPalette />
    <UnsavedChangesNotifier />
  </Refine>
);
