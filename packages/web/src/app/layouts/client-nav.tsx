import { clientNavItems, type FirmPreferences } from '@portal/domain';
import { NavLinks } from './nav-links';

export interface ClientNavProps {
  preferences: FirmPreferences;
  currentCompanyHash: string | null;
  onNavigate?: () => void;
}

export function ClientNav({ preferences, currentCompanyHash, onNavigate }: ClientNavProps) {
  return <NavLinks items={clientNavItems(preferences, currentCompanyHash)} onNavigate={onNavigate} />;
}
