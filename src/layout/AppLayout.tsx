import { Suspense } from 'react';
import { ThemedLayout } from '@refinedev/antd';
import { Outlet } from 'react-router';
import { AppHeader } from './AppHeader';
import { AppSider } from './AppSider';
import { PageSpinner } from './PageSpinner';

export const AppLayout = () => (
  <ThemedLayout Sider={AppSider} Header={AppHeader}>
    <Suspense fallback={<PageSpinner />}>
      <Outlet />
    </Suspense>
  </ThemedLayout>
);
