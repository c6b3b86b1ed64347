import { lazy, Suspense, useState } from 'react';
import { AccountButton, type AccountMenuProps } from './account-button';

export type { AccountMenuProps } from './account-button';

const loadDropdown = () => import('./account-menu-dropdown');
const AccountMenuDropdown = lazy(loadDropdown);

/**
 * The one account control of the header (issue 21 §10): the user's own pages and Sign out behind their
 * initials, so that on a 375 px phone the firm's name keeps the room beside it. Until it is first pressed it
 * is a plain button of the same name; pressing it (click, Enter or Space) loads the menu, which opens with
 * the focus inside it (issue 22 §4: the popover engine is not part of any page's first load). Pointing at or
 * focusing the button starts loading it early.
 */
export function AccountMenu(props: AccountMenuProps) {
  const [wanted, setWanted] = useState(false);
  const button = (
    <AccountButton
      fullName={props.fullName}
      aria-haspopup="menu"
      aria-expanded={false}
      onClick={() => setWanted(true)}
      onPointerEnter={() => void loadDropdown()}
      onFocus={() => void loadDropdown()}
    />
  );
  if (!wanted) return button;
  return (
    <Suspense fallback={button}>
      <AccountMenuDropdown {...props} />
    </Suspense>
  );
}
