import { Alert, Button, FileInput, Grid, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { taxReturnMessages, type TaxReturnDetail } from '@portal/domain';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useState } from 'react';
import { notify } from '../../../lib/notify';
import { useReplaceDraft } from '../api/replace-draft';
import { useSaveClassification } from '../api/save-classification';
import { useSendTaxReturn } from '../../../components/tax-return/send-tax-return';
import { useSendToDocuments } from '../api/send-to-documents';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useStartClassification } from '../api/start-classification';
import {
  checkDraft,
  ClassificationEditor,
  draftFrom,
  labelsOf,
  type ClassificationDraft,
} from './classification-editor';
import { currentPdfVersion, TaxReturnPages } from '../../../components/tax-return/tax-return-pages';
import { TaxReturnLoader } from '../../../components/tax-return/tax-return-loader';
import { SentReturnProgress } from './sent-return-progress';
import { TaxReturnStatusBadge } from '../../../components/tax-return/tax-return-status-badge';

export const adminViewMessages = {
  underReview: 'This draft is under client review. You can start classifying it now, or wait for the client’s answer.',
  approved: 'The client approved the draft. Classify it and send it for signature and payment.',
  changesRequested: 'The client asked for changes:',
  replaced: 'The new draft is being processed and will go back to the client.',
  saved: 'Classification saved',
  sent: 'The tax return is being sent.',
  sending: 'Sending the tax return…',
  toDocumentsQuestion:
    "The return is filed in the entity's documents and its owners are emailed that it is there. Nothing is signed or paid through the portal, and the return is finished.",
  toDocuments: (folder: string) => `Tax return sent to documents: ${folder}`,
};

/**
 * The staff view of one return (`/tax-return-delivery-admin-view/{id}`, spec 002 §2, §4; issue 17 §3–§4):
 * the draft under review, the client's reason with Replace Tax Return Draft, the classification to confirm
 * and send, or where signing and payment stand; the return's pages beside it.
 */
export function TaxReturnAdminView({ taxReturnId }: { taxReturnId: number }) {
  return (
    <TaxReturnLoader taxReturnId={taxReturnId} loadingLabel="Loading the tax return">
      {/* A new file (a replaced draft) starts a new classification. */}
      {(detail) => <Loaded key={`${detail.original_document_id}-${detail.status}`} detail={detail} />}
    </TaxReturnLoader>
  );
}

function Loaded({ detail }: { detail: TaxReturnDetail }) {
  const [draft, setDraft] = useState<ClassificationDraft>(() => draftFrom(detail));
  const classifying = detail.status === 'action_required';
  return (
    <Stack gap="md">
      <Group gap="sm" wrap="wrap">
        <Title order={2} size="h3">
          {detail.company_name}: {detail.tax_return_name} ({detail.tax_year})
        </Title>
        <TaxReturnStatusBadge status={detail.status} />
      </Group>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 6 }}>
          <StatusPanel detail={detail} draft={draft} onDraft={setDraft} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          {detail.status === 'processing' || detail.status === 'importing' || detail.status === 'error' ? null : (
            <TaxReturnPages
              id={detail.id}
              kind="current"
              version={currentPdfVersion(detail)}
              pageLabels={classifying ? labelsOf(draft) : undefined}
            />
          )}
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

function StatusPanel({
  detail,
  draft,
  onDraft,
}: {
  detail: TaxReturnDetail;
  draft: ClassificationDraft;
  onDraft: (d: ClassificationDraft) => void;
}) {
  const start = useStartClassification();
  const failed = (e: Error) => notify.error(e.message);
  const startButton = (
    <Button
      loading={start.isPending}
      onClick={() => start.mutate(detail.id, { onError: failed })}
      style={{ alignSelf: 'flex-start' }}
    >
      Start Classification
    </Button>
  );
  switch (detail.status) {
    case 'importing':
    case 'processing':
      return <Waiting text={taxReturnMessages.processing} />;
    case 'sending':
      return <Waiting text={adminViewMessages.sending} />;
    case 'error':
      return (
        <Alert color="red" variant="light" role="alert" title="The return could not be processed">
          {detail.error_message}
        </Alert>
      );
    case 'draft':
    case 'approved':
      return (
        <Stack gap="md">
          <Alert color={detail.status === 'draft' ? 'violet' : 'teal'} variant="light">
            {detail.status === 'draft' ? adminViewMessages.underReview : adminViewMessages.approved}
          </Alert>
          {startButton}
        </Stack>
      );
    case 'change_requested':
      return <ChangesRequested detail={detail} />;
    case 'action_required':
      return <Classify detail={detail} draft={draft} onDraft={onDraft} />;
    default:
      return <SentReturnProgress detail={detail} />;
  }
}

function Waiting({ text }: { text: string }) {
  return (
    <Group gap="sm" role="status">
      <Loader size="sm" aria-hidden />
      <Text size="sm">{text}</Text>
    </Group>
  );
}

function ChangesRequested({ detail }: { detail: TaxReturnDetail }) {
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const replace = useReplaceDraft();
  return (
    <Stack gap="md">
      <Alert color="orange" variant="light" title={adminViewMessages.changesRequested}>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {detail.draft_comment}
        </Text>
      </Alert>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (!file) return setError(taxReturnMessages.fileRequired);
          replace.mutate(
            { id: detail.id, companyId: detail.company_id, file },
            {
              onSuccess: () => notify.success(adminViewMessages.replaced),
              onError: (err) => setError(err.message),
            },
          );
        }}
      >
        <Stack gap="sm">
          <FileInput
            label="Corrected return (PDF)"
            placeholder="Choose a PDF"
            accept="application/pdf,.pdf"
            leftSection={<IconFileTypePdf size={16} aria-hidden />}
            value={file}
            onChange={(f) => {
              setFile(f);
              setError(null);
            }}
            error={error}
            disabled={replace.isPending}
            clearable
            clearButtonProps={{ 'aria-label': 'Remove the file' }}
          />
          <Button type="submit" loading={replace.isPending} style={{ alignSelf: 'flex-start' }}>
            Replace Tax Return Draft
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}

function Classify({
  detail,
  draft,
  onDraft,
}: {
  detail: TaxReturnDetail;
  draft: ClassificationDraft;
  onDraft: (d: ClassificationDraft) => void;
}) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSaveClassification();
  const send = useSendTaxReturn();
  const toDocuments = useSendToDocuments();
  const [confirmDocuments, setConfirmDocuments] = useState(false);
  const pending = save.isPending || send.isPending || toDocuments.isPending;

  const submit = (andSend: boolean) => {
    setProblem(null);
    const checked = checkDraft(draft);
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    save.mutate(
      { id: detail.id, classification: checked.value },
      {
        onSuccess: () => {
          if (!andSend) return notify.success(adminViewMessages.saved);
          send.mutate(detail.id, {
            onSuccess: () => notify.success(adminViewMessages.sent),
            onError: (e) => setProblem(e.message),
          });
        },
        onError: (e) => setProblem(e.message),
      },
    );
  };

  return (
    <Stack gap="md">
      <Text size="sm">
        Check what was found on each page: the forms the client signs, the payments they make and the returns they mail.
        Then send the return.
      </Text>
      <ClassificationEditor
        draft={draft}
        onChange={onDraft}
        errors={errors}
        owners={detail.owners}
        pageCount={detail.page_count ?? 1}
        disabled={pending}
      />
      {problem ? (
        <Alert color="red" variant="light" role="alert">
          {problem}
        </Alert>
      ) : null}
      <Group justify="flex-end">
        <Button variant="subtle" onClick={() => setConfirmDocuments(true)} disabled={pending}>
          Send to documents instead
        </Button>
        <Button variant="default" onClick={() => submit(false)} loading={save.isPending && !send.isPending}>
          Save
        </Button>
        <Button onClick={() => submit(true)} loading={send.isPending}>
          Send
        </Button>
      </Group>
      <ConfirmDialog
        opened={confirmDocuments}
        title="Send to documents instead"
        message={adminViewMessages.toDocumentsQuestion}
        confirmLabel="Send to documents"
        pending={toDocuments.isPending}
        zIndex={300}
        onClose={() => setConfirmDocuments(false)}
        onConfirm={() =>
          toDocuments.mutate(
            { id: detail.id },
            {
              onSuccess: (r) => notify.success(adminViewMessages.toDocuments(r.folder)),
              onError: (e) => setProblem(e.message),
              onSettled: () => setConfirmDocuments(false),
            },
          )
        }
      />
    </Stack>
  );
}
