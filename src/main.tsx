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
import { firstScreenReady } from './routes/firstScreenReady';
import { router } from './routes/router';

dayjs.locale('ru');

// How long the app's first render waits for the opened page's chunk and the first screen's answers: on loopback
// they come some tens of ms after this module has run; a slower link shows the page loading after this
const FIRST_SCREEN_WAIT_MS = 400;

// The app, loaded by the boot entry (src/boot.ts), which has already started the sign-in, the opened page's
// chunk and, once the token exists, the page's first requests: the app waits for the session behind a spinner
// and takes those answers when its queries ask for them. Its first render waits for the page and its answers, a
// while at most.
void firstScreenReady(FIRST_SCREEN_WAIT_MS).then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <ThemeProvider>
        <RefineKbarProvider>
          <RouterProvider router={router} />
        </RefineKbarProvider>
      </ThemeProvider>
    </StrictMode>,
  ),
);
