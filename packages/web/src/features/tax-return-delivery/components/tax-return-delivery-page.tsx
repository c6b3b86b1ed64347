import { Alert, Button, Card, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { clientMayReviewDraft, draftReviewSchema, showsDraftCopy, type TaxReturnDetail } from '@portal/domain';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { HelpLink, type HelpTopic } from '../../../components/help-link';
import { notify } from '../../../lib/notify';
import { downloadTaxReturn } from '../../../components/tax-return/get-tax-return-document';
import { useReviewDraft } from '../api/review-draft';
import { useLiveTaxReturns } from '../../../components/tax-return/use-live-tax-returns';
import type { SigningComponents } from './client-signing-section';
import { ClientDeliverySteps } from './client-delivery-steps';
import { TaxReturnLoader } from '../../../components/tax-return/tax-return-loader';
import { currentPdfVersion, TaxReturnPages } from '../../../components/tax-return/tax-return-pages';

export const deliveryPageMessages = {
  reviewIntro: 'Your firm sent this draft for your review. Approve it, or tell your firm what should change.',
  approved: 'You approved this draft. Your firm will send you the final return to sign.',
  changesRequested: 'You asked your firm for changes. They will send you a corrected draft.',
  approvedToast: 'Thank you. Your firm has been told you approved the draft.',
  changesToast: 'Thank you. Your firm has been told what should change.',
  confirmApproveTitle: 'Approve this draft?',
  confirmApprove: (taxYear: number) =>
    `You confirm the draft of your ${taxYear} tax return is right. Your firm will then prepare the final return for you to sign. Read the draft below first; to change something, choose Request Changes instead.`,
};

export const DRAFT_REVIEW_HELP: HelpTopic = {
  label: 'How draft review works',
  title: 'Reviewing your draft return',
  intro: 'Your firm prepared a draft of your return and asks you to check it before they finish it.',
  steps: [
    'Read the draft below: your name, address, dependents, income and the refund or amount owed.',
    'If everything is right, choose Approve. Your firm then prepares the final return for you to sign.',
    'If something should change, choose Request Changes and say what; your firm sends a corrected draft.',
    'Once you answer, the draft is view only. You can download it at any time.',
  ],
};

/** /tax-return-delivery/{id}?companyId= (spec 002 §2, §4): the client reviews a draft, or reads the return sent. */
export function TaxReturnDeliveryPage({ taxReturnId, ...signing }: { taxReturnId: number } & SigningComponents) {
  useLiveTaxReturns();
  return (
    <TaxReturnLoader taxReturnId={taxReturnId} loadingLabel="Loading your tax return">
      {(r) => <DeliveryPage r={r} signing={signing} />}
    </TaxReturnLoader>
  );
}

function DeliveryPage({ r, signing }: { r: TaxReturnDetail; signing: SigningComponents }) {
  return (
    <Stack gap="md" maw={960} mx="auto" w="100%">
      <Title order={1} size="h2">
        Your {r.tax_year} tax return
      </Title>
      <Text c="dimmed" size="sm">
        {r.company_name}: {r.tax_return_name}
      </Text>
      {r.draft_status && showsDraftCopy(r.status) ? (
        <>
          <HelpLink topic={DRAFT_REVIEW_HELP} />
          <DraftReview detail={r} />
        </>
      ) : (
        <ClientDeliverySteps detail={r} {...signing} />
      )}
      <Group>
        <Button
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
          onClick={() =>
            void downloadTaxReturn(r.id, 'current', `${r.tax_year} ${r.tax_return_name}.pdf`).catch((e: Error) =>
              notify.error(e.message),
            )
          }
        >
          Download tax return
        </Button>
      </Group>
      <TaxReturnPages id={r.id} kind="current" version={currentPdfVersion(r)} />
    </Stack>
  );
}

/** Review Draft (spec 002 §4): Approve, or Request Changes with a reason; afterwards view only. */
function DraftReview({ detail }: { detail: TaxReturnDetail }) {
  const [asking, setAsking] = useState(false);
  // Approve sits above the draft: it asks first, so a tap before reading is not an approval (issue 38 §6).
  const [confirming, setConfirming] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const review = useReviewDraft();

  // Once answered (or once the firm moved on without an answer) the draft is view only.
  if (!clientMayReviewDraft(detail.draft_status) || detail.status !== 'draft')
    return (
      <Alert color={detail.draft_status === 'approved' ? 'teal' : 'orange'} variant="light" role="status">
        {detail.draft_status === 'approved' ? deliveryPageMessages.approved : deliveryPageMessages.changesRequested}
      </Alert>
    );

  const decide = (decision: 'approve' | 'request_changes') => {
    const parsed = draftReviewSchema.safeParse(decision === 'approve' ? { decision } : { decision, reason });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? null);
    setError(null);
    review.mutate(
      { id: detail.id, review: parsed.data },
      {
        onSuccess: () =>
          notify.success(
            decision === 'approve' ? deliveryPageMessages.approvedToast : deliveryPageMessages.changesToast,
          ),
        // What the client typed stays in the box.
        onError: (e) => setError(e.message),
        onSettled: () => setConfirming(false),
      },
    );
  };

  return (
    <Card withBorder padding="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Review Draft
        </Title>
        <Text size="sm">{deliveryPageMessages.reviewIntro}</Text>
        {asking ? (
          <>
            <Textarea
              label="What should change?"
              required
              autosize
              minRows={3}
              maxLength={5000}
              value={reason}
              onChange={(e) => {
                setReason(e.currentTarget.value);
                setError(null);
              }}
              error={error}
              disabled={review.isPending}
            />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={() => setAsking(false)} disabled={review.isPending}>
                Cancel
              </Button>
              <Button loading={review.isPending} onClick={() => decide('request_changes')}>
                Send request
              </Button>
            </Group>
          </>
        ) : (
          <>
            {error ? (
              <Text size="sm" c="red.8" role="alert">
                {error}
              </Text>
            ) : null}
            <Group gap="sm">
              <Button loading={review.isPending} onClick={() => setConfirming(true)}>
                Approve
              </Button>
              <Button variant="default" onClick={() => setAsking(true)} disabled={review.isPending}>
                Request Changes
              </Button>
            </Group>
          </>
        )}
      </Stack>
      <ConfirmDialog
        opened={confirming}
        title={deliveryPageMessages.confirmApproveTitle}
        message={deliveryPageMessages.confirmApprove(detail.tax_year)}
        confirmLabel="Approve draft"
        pending={review.isPending}
        onConfirm={() => decide('approve')}
        onClose={() => setConfirming(false)}
      />
    </Card>
  );
}
