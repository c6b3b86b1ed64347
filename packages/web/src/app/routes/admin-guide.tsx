import { Alert, Stack, Title } from '@mantine/core';
import { can } from '@portal/domain';
import { GuideChecklist } from '../../features/firm/components/guide/guide-checklist';
import { actorOf } from '../firm-scope';
import { useSession } from '../session';

/** /admin-guide: the Guide for a new firm, while the firm keeps the tour on (spec 002 §3 tour_enabled). */
export function Component() {
  const session = useSession();
  if (!session) return null;
  if (!session.firm.preferences.tour_enabled) {
    return (
      <Stack gap="md">
        <Title order={1}>Guide</Title>
        <Alert color="yellow" variant="light" role="alert">
          The Guide is turned off for your firm. A partner can turn it on in Firm Settings → Preferences.
        </Alert>
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      <Title order={1}>Guide</Title>
      <GuideChecklist canInvite={can(actorOf(session), 'firm.settings')} />
    </Stack>
  );
}
