// The rows the mailing routes answer (docs/api-operations.md "Mailing").
export type NamedRef = { id: number; name: string };

export type AnnouncementRow = {
  id: number;
  messageText: string;
  schoolClasses: NamedRef[];
  staffInfos: NamedRef[];
  groupChats: NamedRef[];
  sendToStudents: boolean;
  sendToParents: boolean;
  sendToStaff: boolean;
  sendToGroupChat: boolean;
  sendDateTime: string;
  status: string;
  filesCount: number;
};

export type AnnouncementFile = { id: number; fileName: string; mimeType: string; sizeBytes: number };

export type AnnouncementDetail = {
  id: number;
  announcementText: string;
  announcementTimestamp: string;
  status: string;
  dispatched: boolean;
  sendToStudents: boolean;
  sendToParents: boolean;
  sendToStaff: boolean;
  sendToGroupChat: boolean;
  schoolClasses: NamedRef[];
  staffInfos: NamedRef[];
  groupChats: NamedRef[];
  files: AnnouncementFile[];
};

// a recipient as it would be now (pickers, a mailing not yet dispatched)
export type RecipientOption = { id: number; name: string; hasTelegramId: boolean; schoolClassName?: string | null };

// an outbox row of a dispatched mailing
export type DeliveryRow = { personId: number; personName: string; isSent: boolean; state: string; error: string | null; sentAt: string | null };

export type Template = { id: number; announcementTemplateName: string; announcementTemplateText: string; isArchived: boolean };

export type RegisteredGroupChat = {
  id: number;
  chatName: string;
  telegramChatId: string;
  schoolClassId: number | null;
  schoolClassName: string | null;
  isGroupChatForStudents: boolean;
  isGroupChatForParents: boolean;
  isArchived: boolean;
  createdAt: string;
};
