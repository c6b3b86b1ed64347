import { Button, Modal, Stack, Text } from '@mantine/core';
import { useSignOut } from '../../features/session/api/sign-out';
import { useEndSession } from '../session';
import { NO_ACTIVE_ENTITIES_TEXT } from './no-active-entities-text';

/** A client without active entities can only sign out (spec 000 §2). */
export function NoActiveEntities() {
  const end = useEndSession();
  const signOut = useSignOut(end);
  return (
    // Built from parts so the dialog has no <header>: a second banner landmark beside the app's would
    // confuse screen readers (axe landmark-no-duplicate-banner).
    <Modal.Root opened onClose={() => {}} closeOnClickOutside={false} closeOnEscape={false} centered>
      <Modal.Overlay />
      <Modal.Content>
        <Modal.Body pt="md">
          <Stack>
            <Modal.Title fw={700}>No active entities</Modal.Title>
            <Text>{NO_ACTIVE_ENTITIES_TEXT}</Text>
            <Button onClick={() => signOut.mutate()} loading={signOut.isPending}>
              Sign out
            </Button>
          </Stack>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
