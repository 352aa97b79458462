import '@refinedev/antd/dist/reset.css';
import { startAuth } from '../providers/keycloak';

// The session starts first, before the app's code is even evaluated (issue 7 item 3): its round trips to the
// identity provider overlap the download and the evaluation of the app (./boot), instead of following them.
void startAuth();
import('./boot').catch((error: unknown) => console.error("Не удалось загрузить приложение", error));
