import {
  IconActivity,
  IconBook,
  IconBuilding,
  IconFileImport,
  IconFileText,
  IconFolder,
  IconLayoutDashboard,
  IconLink,
  IconMessages,
  IconPlugConnected,
  IconReceiptTax,
  IconRoute,
  IconSettings,
  IconShieldLock,
  IconSignature,
  IconTemplate,
  IconUserCircle,
  IconUsers,
  type Icon,
} from '@tabler/icons-react';

const icons: Record<string, Icon> = {
  collect: IconLayoutDashboard,
  dashboard: IconLayoutDashboard,
  templates: IconTemplate,
  entities: IconBuilding,
  users: IconUsers,
  messages: IconMessages,
  deliver: IconReceiptTax,
  connect: IconPlugConnected,
  signatures: IconSignature,
  activities: IconActivity,
  'drop-link': IconLink,
  'firm-roles': IconShieldLock,
  workflows: IconRoute,
  'firm-settings': IconSettings,
  guide: IconBook,
  'profile-settings': IconUserCircle,
  'import-lists': IconFileImport,
  documents: IconFolder,
};

export function NavIcon({ navKey }: { navKey: string }) {
  const Cmp = icons[navKey] ?? IconFileText;
  return <Cmp size={20} stroke={1.6} aria-hidden />;
}
