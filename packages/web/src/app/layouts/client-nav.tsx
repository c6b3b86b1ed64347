import { clientNavItems, type FirmPreferences } from '@portal/domain';
import { NavLinks, type NavLinksProps } from './nav-links';

export interface ClientNavProps extends Omit<NavLinksProps, 'items'> {
  preferences: FirmPreferences;
  currentCompanyHash: string | null;
  /** Unseen messages, shown on the Messages item. */
  unseenMessages?: number;
}

/** The client navigation, for the signed-in client and, with its links kept inside, the client preview. */
export function ClientNav({ preferences, currentCompanyHash, unseenMessages, ...links }: ClientNavProps) {
  return (
    <NavLinks
      items={clientNavItems(preferences, currentCompanyHash)}
      counts={{ messages: unseenMessages }}
      {...links}
    />
  );
}
