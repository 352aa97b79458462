import { Alert, Flex, Tabs, Typography } from 'antd';
import { useTabOverBareUrl } from '../../crud/useTabOverBareUrl';
import { useLocalStorageState } from '../../lib/useLocalStorageState';
import { GroupChatMailingTab } from './GroupChatMailingTab';
import { GroupChatsTab } from './GroupChatsTab';
import { MailingTableTab } from './MailingTableTab';
import { isMailingTabKey, MAILING_TAB_KEY, MAILING_TABS, MAILING_TITLE, type MailingTabKey } from './mailingTabs';
import { StaffMailingTab } from './StaffMailingTab';
import { StudentsParentsMailingTab } from './StudentsParentsMailingTab';
import { TemplatesTab } from './TemplatesTab';
import { TELEGRAM_NOT_CONFIGURED, TELEGRAM_NOT_CONFIGURED_DETAILS, useTelegramConfigured } from './useTelegramConfigured';

// /service/mailing (operations.md §2 "Mailing", manage Service): six tabs, the last one opened kept in this browser.
export default function MailingPage() {
  const [active, setActive] = useLocalStorageState<MailingTabKey>(MAILING_TAB_KEY, 'group-chats', isMailingTabKey);
  const telegram = useTelegramConfigured();
  const canSend = telegram.configured;
  const open = useTabOverBareUrl(active, setActive);

  const content = (key: MailingTabKey) => {
    switch (key) {
      case 'group-chats':
        return <GroupChatMailingTab canSend={canSend} />;
      case 'students-parents':
        return <StudentsParentsMailingTab canSend={canSend} />;
      case 'staff':
        return <StaffMailingTab canSend={canSend} />;
      case 'table':
        return <MailingTableTab />;
      case 'templates':
        return <TemplatesTab />;
      case 'registered-chats':
        return <GroupChatsTab />;
    }
  };

  return (
    <Flex vertical gap={16}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        {MAILING_TITLE}
      </Typography.Title>
      {telegram.known && !telegram.configured && <Alert type="warning" showIcon message={TELEGRAM_NOT_CONFIGURED} description={TELEGRAM_NOT_CONFIGURED_DETAILS} />}
      <Tabs
        activeKey={active}
        onChange={(key) => open(key as MailingTabKey)}
        destroyOnHidden
        items={MAILING_TABS.map((tab) => ({ key: tab.key, label: tab.label, children: content(tab.key) }))}
      />
    </Flex>
  );
}
