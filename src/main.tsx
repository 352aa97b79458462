import '@ant-design/v5-patch-for-react-19';
import '@refinedev/antd/dist/reset.css';
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

dayjs.locale('ru');

// The session starts at once, in parallel with the first render and with the download of the page being
// opened: the page waits for the session behind a spinner, not for its own code after it. The opened list's
// first GET leaves as soon as the token exists (issue 7 item 3); the page's own request takes that answer.
void startAuth().then((status) => {
  if (status === 'authenticated') void preloadPageData(window.location).catch(() => undefined);
});
preloadPage(window.location.pathname);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ThemeProvider>
      <RefineKbarProvider>
        <RouterProvider router={router} />
      </RefineKbarProvider>
    </ThemeProvider>
  </StrictMode>,
);
