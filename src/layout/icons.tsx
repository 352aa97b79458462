import type { ReactNode } from 'react';
import { HomeOutlined, SettingOutlined, TeamOutlined, InboxOutlined } from '@ant-design/icons';
import { ContactsOutlined, FormOutlined, SolutionOutlined } from '@ant-design/icons';
import { DollarOutlined, WalletOutlined, StarOutlined, UserOutlined, UsergroupAddOutlined } from '@ant-design/icons';
import { TableOutlined, UndoOutlined } from '@ant-design/icons';
import { AlertOutlined, IdcardOutlined } from '@ant-design/icons';
import { HistoryOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { AccountBookOutlined, RiseOutlined, FundOutlined, CalculatorOutlined, BarChartOutlined } from '@ant-design/icons';
import { KeyOutlined, CarryOutOutlined, CalendarOutlined } from '@ant-design/icons';
import { CloudUploadOutlined } from '@ant-design/icons';
import { MailOutlined, LogoutOutlined } from '@ant-design/icons';
import { SafetyCertificateOutlined } from '@ant-design/icons';

// Declarations and the page registry name their icons; this is the one place that turns a name into a picture.
export const icons = {
  home: <HomeOutlined />,
  settings: <SettingOutlined />,
  groups: <TeamOutlined />,
  archive: <InboxOutlined />,
  applicationNew: <FormOutlined />,
  applications: <SolutionOutlined />,
  clientParents: <ContactsOutlined />,
  students: <UserOutlined />,
  grades: <StarOutlined />,
  parents: <UsergroupAddOutlined />,
  pricing: <DollarOutlined />,
  expenses: <WalletOutlined />,
  unarchive: <UndoOutlined />,
  staff: <IdcardOutlined />,
  debtors: <AlertOutlined />,
  cycleReports: <TableOutlined />,
  paymentHistory: <HistoryOutlined />,
  paymentDetails: <UnorderedListOutlined />,
  cashDesk: <AccountBookOutlined />,
  income: <RiseOutlined />,
  profit: <FundOutlined />,
  payouts: <CalculatorOutlined />,
  statistics: <BarChartOutlined />,
  registrationCodes: <KeyOutlined />,
  tasks: <CarryOutOutlined />,
  schedule: <CalendarOutlined />,
  crmImport: <CloudUploadOutlined />,
  mailing: <MailOutlined />,
  endSessions: <LogoutOutlined />,
  integrity: <SafetyCertificateOutlined />,
} satisfies Record<string, ReactNode>;

export type IconName = keyof typeof icons;

export const isIconName = (name: string): name is IconName => Object.hasOwn(icons, name);
