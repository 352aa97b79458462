// The rows the mailing routes answer: the server's own schemas (resources/mailing.ts).
export type {
  AnnouncementDetail,
  AnnouncementRow,
  DeliveryRow,
  GroupChatRow as RegisteredGroupChat,
  RecipientOption,
  TemplateRow as Template,
} from '../../../resources/mailing';
