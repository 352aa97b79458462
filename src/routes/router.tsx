import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { App } from '../App';
import { AppLayout } from '../layout/AppLayout';
import { ErrorPage } from '../pages/system/ErrorPage';
import { pageRoute } from './lazyPage';
import { pages } from './pages';
import { preloadablePage } from './preloadablePage';
import { RequireAuth } from './RequireAuth';
import { RootRedirect } from './RootRedirect';
import { loadHomePage, loadNavigationPage, loadNotFoundPage, loadSignInPage } from './systemPages';

const SignInPage = preloadablePage(loadSignInPage);
const HomePage = preloadablePage(loadHomePage);
const NavigationPage = preloadablePage(loadNavigationPage);
const NotFoundPage = preloadablePage(loadNotFoundPage);

// core.md §2.1: everything under one root; /sign-in, 404 and /error outside the side drawer.
export const routes: RouteObject[] = [
  {
    element: <App />,
    errorElement: <ErrorPage />,
    children: [
      { path: '/', element: <RootRedirect /> },
      { path: '/sign-in', element: <SignInPage /> },
      { path: '/error', element: <ErrorPage /> },
      {
        element: (
          <RequireAuth>
            <AppLayout />
          </RequireAuth>
        ),
        children: [
          {
            // a failing page keeps the side drawer around its error message
            errorElement: <ErrorPage />,
            children: [
              { path: '/home', element: <HomePage /> },
              { path: '/navigation-page', element: <NavigationPage /> },
              ...pages.map(pageRoute),
              // a page with a parameter in its path (the settings tabs) also answers at its bare address
              ...pages
                .filter((page) => page.to && page.path.endsWith('/:tab'))
                .map((page) => ({ path: page.path.replace('/:tab', ''), element: <Navigate to={page.to!} replace /> })),
            ],
          },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const router = createBrowserRouter(routes);
