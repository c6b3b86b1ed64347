import { Button } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useSignOut } from '../../features/session/api/sign-out';
import { useEndSession } from '../session';

/** Always in reach in the header: signing out here signs out every tab of this browser. */
export function SignOutButton() {
  const end = useEndSession();
  const signOut = useSignOut(end);
  return (
    <Button
      variant="subtle"
      size="xs"
      leftSection={<IconLogout size={16} aria-hidden />}
      onClick={() => signOut.mutate()}
      loading={signOut.isPending}
    >
      Sign out
    </Button>
  );
}
