import { BOT_MESSAGES_TITLE } from '../../../resources/bot-messages';
import type { PageEntry } from '../../routes/pages';

// operations.md §2 and §6: /mix/bot-messages, guarded by manage Service, among the service tools.
export const botMessagesPages: PageEntry[] = [
  {
    path: '/mix/bot-messages',
    title: BOT_MESSAGES_TITLE,
    subject: 'Service',
    action: 'manage',
    resources: ['bot-messages'],
    menuSection: 'Сервис',
    homeGroup: 'crm',
    icon: 'settings',
    load: () => import('./BotMessagesPage'),
  },
];
