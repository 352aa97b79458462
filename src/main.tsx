import '@ant-design/v5-patch-for-react-19';
import '@refinedev/antd/dist/reset.css';
import '../resources/zod-config';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { RefineKbarProvider } from '@refinedev/kbar';
import dayjs from 'dayjs';
import 'dayjs/locale/ru';
import { ThemeProvider } from './layout/ThemeProvider';
import { router } from './routes/router';

dayjs.locale('ru');

// The app, loaded by the boot entry (src/boot.ts), which has already started the sign-in, the opened page's
// chunk and, once the token exists, the page's first requests: the app waits for the session behind a spinner
// and takes those answers when its queries ask for them.
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ThemeProvider>
      <RefineKbarProvider>
        <RouterProvider router={router} />
      </RefineKbarProvider>
    </ThemeProvider>
  </StrictMode>,
);
