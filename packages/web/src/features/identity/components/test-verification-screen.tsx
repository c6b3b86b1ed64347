import { useState } from 'react';
import { Alert, Button, Group, Paper, Radio, Select, Stack, Text, Title } from '@mantine/core';
import {
  TEST_VERIFICATION_ERRORS,
  VERIFICATION_STATUS_LABELS,
  type TestVerificationErrorCode,
  type TestVerificationOutcome,
} from '@portal/domain';
import { IconTestPipe } from '@tabler/icons-react';
import { NotFound } from '../../../components/not-found';
import { PageLoader } from '../../../components/page-loader';
import { RenderFailure } from '../../../components/render-failure';
import { isApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useCompleteTestVerification, useTestVerification } from '../api/test-verification';

export const TEST_VERIFICATION_TEXTS = {
  title: 'Verify your identity',
  testMode:
    'Test mode: no ID is checked. Choose the result the check should report, as Stripe Identity’s test mode lets you.',
  finished: 'This check is finished. Go back to sign.',
} as const;

type Outcome = TestVerificationOutcome['outcome'];
const OUTCOMES: { value: Outcome; label: string }[] = [
  { value: 'verified', label: 'Verified: the ID and the selfie match' },
  { value: 'failed', label: 'Failed: the check finds a problem' },
  { value: 'requires_input', label: 'Needs Info: the signer must try again' },
  { value: 'processing', label: 'Processing: the result comes later' },
  { value: 'canceled', label: 'Cancelled: the signer gives up' },
];

/** /test-verification/{sessionId}: the built-in stand-in for Stripe Identity's hosted page (no STRIPE_SECRET_KEY). */
export function TestVerificationScreen({ sessionId }: { sessionId: string }) {
  const session = useTestVerification(sessionId);
  const complete = useCompleteTestVerification(sessionId);
  const [outcome, setOutcome] = useState<Outcome>('verified');
  const [errorCode, setErrorCode] = useState<TestVerificationErrorCode>('document_unverified_other');
  if (session.isPending) return <PageLoader />;
  if (session.isError) {
    return isApiError(session.error) && session.error.status === 404 ? <NotFound /> : <RenderFailure />;
  }
  const s = session.data;
  const finished = s.status === 'verified' || s.status === 'canceled';
  const submit = () =>
    complete.mutate(outcome === 'failed' ? { outcome, error_code: errorCode } : { outcome }, {
      onSuccess: (url) => window.location.assign(url),
      onError: (e) => notify.error(e.message),
    });
  return (
    <Stack gap="md" maw={520} mx="auto">
      <Title order={1}>{TEST_VERIFICATION_TEXTS.title}</Title>
      <Alert color="dark" variant="filled" icon={<IconTestPipe aria-hidden />} title="Test mode">
        {TEST_VERIFICATION_TEXTS.testMode}
      </Alert>
      <Paper withBorder radius="md" p="md">
        <Stack gap="sm">
          <Text size="sm">
            Checking {s.email}. Status: {VERIFICATION_STATUS_LABELS[s.status]}
          </Text>
          {finished ? (
            <Alert role="status" color="blue" variant="light">
              {TEST_VERIFICATION_TEXTS.finished}
            </Alert>
          ) : (
            <>
              <Radio.Group label="Result of the check" value={outcome} onChange={(v) => setOutcome(v as Outcome)}>
                <Stack gap={6} mt={6}>
                  {OUTCOMES.map((o) => (
                    <Radio key={o.value} value={o.value} label={o.label} />
                  ))}
                </Stack>
              </Radio.Group>
              {outcome === 'failed' ? (
                <Select
                  label="Reason"
                  allowDeselect={false}
                  value={errorCode}
                  onChange={(v) => v && setErrorCode(v as TestVerificationErrorCode)}
                  data={Object.entries(TEST_VERIFICATION_ERRORS).map(([value, label]) => ({ value, label }))}
                />
              ) : null}
            </>
          )}
        </Stack>
      </Paper>
      <Group justify="space-between">
        <Button component="a" href={s.return_url} variant="default">
          Back
        </Button>
        {finished ? null : (
          <Button loading={complete.isPending || complete.isSuccess} onClick={submit}>
            Submit result
          </Button>
        )}
      </Group>
    </Stack>
  );
}
