import { Avatar, UnstyledButton } from '@mantine/core';
import { forwardRef, type ComponentPropsWithoutRef } from 'react';

export interface AccountMenuProps {
  fullName: string;
  profilePath: string;
  /** Off in the client preview (it would sign the staff member out) and while a dialog offers its own. */
  showSignOut?: boolean;
}

/** The user's initials, at most two: "Pat Partner" is PP. */
export const initialsOf = (fullName: string) =>
  fullName
    .split(/\s+/)
    .map((p) => p[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();

type AccountButtonProps = { fullName: string } & Omit<ComponentPropsWithoutRef<'button'>, 'children'>;

/** The header's account button (the user's initials), before and after the menu behind it has loaded. */
export const AccountButton = forwardRef<HTMLButtonElement, AccountButtonProps>(function AccountButton(
  { fullName, ...props },
  ref,
) {
  return (
    <UnstyledButton ref={ref} aria-label={`Account menu for ${fullName}`} {...props}>
      <Avatar color="portal" radius="xl" size="md">
        {initialsOf(fullName)}
      </Avatar>
    </UnstyledButton>
  );
});
