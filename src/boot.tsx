import '@ant-design/v5-patch-for-react-19';
import '../resources/zod-config';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { RefineKbarProvider } from '@refinedev/kbar';
import dayjs from 'dayjs';
import 'dayjs/locale/ru';
import { startAuth } from '../providers/keycloak';
import { ThemeProvider } from './layout/ThemeProvider';
import { preloadPageData } from './routes/preloadData';
import { preloadPage } from './routes/preloadPage';
import { router } from './routes/router';

// The app itself, loaded by src/main.tsx once the session has started.
dayjs.locale('ru');

// The opened page's chunk downloads beside the sign-in, and its list's first GET leaves as soon as the token
// exists (issue 7 item 3); the page's own request takes that answer.
preloadPage(window.location.pathname);
void startAuth().then((status) => {
  if (status === 'authenticated') void preloadPageData(window.location).catch(() => undefined);
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ThemeProvider>
      <RefineKbarProvider>
        <RouterProvider router={router} />
      </RefineKbarProvider>
    </ThemeProvider>
  </StrictMode>,
);
