// The pages of the frame (core.md §2.2, §2.3), each its own chunk like every page of the registry.
export const loadSignInPage = () => import('../pages/system/SignInPage');
export const loadHomePage = () => import('../pages/system/HomePage');
export const loadNavigationPage = () => import('../pages/system/NavigationPage');
export const loadNotFoundPage = () => import('../pages/system/NotFoundPage');
