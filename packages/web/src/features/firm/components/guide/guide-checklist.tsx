import { Alert, Badge, Button, Group, Paper, Progress, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { GuideStepKey } from '@portal/domain';
import { IconCheck, IconCircleDashed } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useGuide } from '../../api/get-guide';

interface GuideStep {
  title: string;
  body: string;
  action: string;
  to: string;
}

const STEPS: Record<GuideStepKey, GuideStep> = {
  create_client: {
    title: 'Create a client',
    body: 'Add a person and their entity on Users with Create User. Import a whole list from Import lists.',
    action: 'Go to Users',
    to: '/clients',
  },
  send_questionnaire: {
    title: 'Send a questionnaire',
    body: 'On Collect, choose Send Questionnaire, pick a template (five starters are ready) and the entities to send it to.',
    action: 'Go to Collect',
    to: '/',
  },
  upload_return: {
    title: 'Upload a return',
    body: "Open an entity on Entities, then Documents, and upload last year's return or any file the client should see.",
    action: 'Go to Entities',
    to: '/admin',
  },
  invite_staff: {
    title: 'Invite your team',
    body: 'In Firm Settings → Staff, invite each colleague by email with their access level.',
    action: 'Go to Staff',
    to: '/firm?tab=staff',
  },
  deliver_return: {
    title: 'Deliver a tax return',
    body: 'On Deliver, upload a return: the portal finds its signature pages and vouchers, and the client signs and pays from one email.',
    action: 'Go to Deliver',
    to: '/tax-returns',
  },
  request_signature: {
    title: 'Request a signature',
    body: 'On Signatures, upload any document (an engagement letter, an 8879), place the signature fields and send it to the signers.',
    action: 'Go to Signatures',
    to: '/signature-requests',
  },
  review_documents: {
    title: 'Review and export documents',
    body: "Clients' uploads are split into single documents and recognised. Check them on Review & export, or on an entity's Connect tab.",
    action: 'Go to Review & export',
    to: '/review-and-export',
  },
  automate_workflow: {
    title: 'Automate a workflow',
    body: 'On Workflows, create a workflow that starts when something happens (a questionnaire is submitted, a new client is added) and takes the next steps for you.',
    action: 'Go to Workflows',
    to: '/workflows',
  },
};

/** /admin-guide: the first steps of a new firm, ticked as the firm takes them (tour_enabled). */
export function GuideChecklist({ canInvite }: { canInvite: boolean }) {
  const guide = useGuide();
  if (guide.isError) {
    return (
      <Alert color="red" variant="light" role="alert">
        {guide.error.message}
      </Alert>
    );
  }
  if (!guide.data) {
    return (
      <Stack gap="xs" role="status" aria-label="Loading the guide">
        <Skeleton h={80} />
        <Skeleton h={80} />
      </Stack>
    );
  }
  const steps = guide.data.steps.filter((s) => canInvite || s.key !== 'invite_staff');
  const done = steps.filter((s) => s.done).length;
  return (
    <Stack gap="md" maw={760}>
      <Stack gap={6}>
        <Text>
          {done === steps.length
            ? 'Your firm is set up. Well done!'
            : `${done} of ${steps.length} steps done. Each step ticks itself when your firm has done it.`}
        </Text>
        <Progress value={(done / steps.length) * 100} aria-label={`${done} of ${steps.length} steps done`} />
      </Stack>
      <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
        {steps.map((s, i) => {
          const step = STEPS[s.key];
          return (
            <Paper component="li" key={s.key} withBorder p="md" radius="md">
              <Group align="flex-start" wrap="nowrap" gap="md">
                <ThemeIcon color={s.done ? 'teal' : 'gray'} variant="light" radius="xl" size="lg" aria-hidden>
                  {s.done ? <IconCheck size={18} /> : <IconCircleDashed size={18} />}
                </ThemeIcon>
                <Stack gap={6} style={{ flex: 1 }} miw={0}>
                  <Group gap="xs" wrap="wrap">
                    <Title order={2} size="h4">
                      {i + 1}. {step.title}
                    </Title>
                    <Badge color={s.done ? 'teal' : 'gray'} variant="light">
                      {s.done ? 'Done' : 'To do'}
                    </Badge>
                  </Group>
                  <Text size="sm">{step.body}</Text>
                  <Group>
                    <Button component={Link} to={step.to} variant={s.done ? 'default' : 'filled'} size="xs">
                      {step.action}
                    </Button>
                  </Group>
                </Stack>
              </Group>
            </Paper>
          );
        })}
      </Stack>
    </Stack>
  );
}
