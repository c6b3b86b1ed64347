import { Alert, Button, Group, Menu, Stack, Title } from '@mantine/core';
import {
  canMarkRequestCompleted,
  opensWhileProcessing,
  SIGNATURE_REQUEST_SORTS,
  signatureRequestMessages,
  type SignatureRequestRow,
} from '@portal/domain';
import { IconShieldCheck, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { TableSearch } from '../../../components/data-table/table-toolbar';
import { TablePager } from '../../../components/data-table/table-pager';
import { useServerTable } from '../../../components/data-table/use-server-table';
import { EmptyState } from '../../../components/empty-state';
import { isApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useDeleteSignatureRequest } from '../api/delete-signature-request';
import { downloadSignatureEvidence, downloadSignatureEvidencePdf } from '../api/download-signature-evidence';
import { downloadSignatureRequestDocument } from '../api/download-signed-document';
import { useSignatureRequests, type SignatureRequestSort } from '../api/list-signature-requests';
import { useMarkSignatureRequestCompleted } from '../api/mark-signature-request-completed';
import { SignatureRequestDialog } from './signature-request-dialog';
import { SignatureRequestsTable } from './signature-requests-table';
import { UploadSignatureRequestDialog } from './upload-signature-request-dialog';
import { VerifySignedPdfDialog } from './verify-signed-pdf-dialog';

const noFilters = {};
const readNoFilters = () => noFilters;

/** Whether the signed PDF exists: every signer signed (a request marked completed early has none). */
const hasSignedFile = (r: SignatureRequestRow) =>
  (r.status === 'signed' || r.status === 'completed') && r.signers_total > 0 && r.signers_signed === r.signers_total;

const fileName = (r: SignatureRequestRow) => `${r.form_name} (signed).pdf`;

const problem = (e: unknown) => (e instanceof Error ? e.message : signatureRequestMessages.notFound);

/** /signature-requests (spec 002 §2): the firm's signature requests, the upload and the per-row actions. */
export function SignatureRequestsScreen({
  now = () => new Date(),
  showFraudDetection = false,
}: {
  now?: () => Date;
  /** The firm checks signers' identity: the 'ID fraud detection' column shows each request's result. */
  showFraudDetection?: boolean;
}) {
  const t = useServerTable<SignatureRequestSort, object>({
    table: 'signature_requests',
    sortFields: SIGNATURE_REQUEST_SORTS,
    defaultSort: 'updated_at',
    defaultDescending: true,
    defaultFilters: noFilters,
    readFilters: readNoFilters,
  });
  const list = useSignatureRequests({
    page: t.page + 1,
    perPage: t.pageSize,
    sortBy: t.sortBy,
    descending: t.descending,
    search: t.debouncedSearch,
  });
  const [uploading, setUploading] = useState(false);
  const [verifying, setVerifying] = useState(false);
  const [viewing, setViewing] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<SignatureRequestRow | null>(null);
  const remove = useDeleteSignatureRequest();
  const markCompleted = useMarkSignatureRequestCompleted();

  if (list.isError && isApiError(list.error) && list.error.status === 403) {
    return (
      <Stack gap="md">
        <Title order={1}>Signature requests</Title>
        <Alert color="yellow" variant="light" role="alert">
          {list.error.message || signatureRequestMessages.disabled}
        </Alert>
      </Stack>
    );
  }

  const open = (row: SignatureRequestRow) => {
    if (opensWhileProcessing(row.status)) notify.info(signatureRequestMessages.stillProcessing);
    else setViewing(row.id);
  };

  const actions = (row: SignatureRequestRow) => (
    <>
      <Menu.Item onClick={() => open(row)}>View</Menu.Item>
      {hasSignedFile(row) ? (
        <Menu.Item
          onClick={() =>
            void downloadSignatureRequestDocument(row.id, fileName(row)).catch((e) => notify.error(problem(e)))
          }
        >
          Download
        </Menu.Item>
      ) : null}
      {canMarkRequestCompleted(row.status) ? (
        <Menu.Item
          onClick={() =>
            markCompleted.mutate(row.id, {
              onSuccess: () => notify.success(signatureRequestMessages.markedCompleted),
              onError: (e) => notify.error(e.message),
            })
          }
        >
          Mark as completed
        </Menu.Item>
      ) : null}
      <Menu.Item onClick={() => void downloadSignatureEvidence(row.id).catch((e) => notify.error(problem(e)))}>
        Evidence
      </Menu.Item>
      <Menu.Item onClick={() => void downloadSignatureEvidencePdf(row.id).catch((e) => notify.error(problem(e)))}>
        Evidence (PDF)
      </Menu.Item>
      <Menu.Item color="red.9" onClick={() => setDeleting(row)}>
        Delete
      </Menu.Item>
    </>
  );

  const rows = list.isError ? [] : list.data?.items;
  const hasMore = list.data?.has_more ?? false;
  const uploadButton = (
    <Button leftSection={<IconUpload size={16} aria-hidden />} onClick={() => setUploading(true)}>
      Upload Signature Request
    </Button>
  );

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Title order={1}>Signature requests</Title>
        <Group gap="xs">
          <Button
            variant="default"
            leftSection={<IconShieldCheck size={16} aria-hidden />}
            onClick={() => setVerifying(true)}
          >
            Verify a signed PDF
          </Button>
          {uploadButton}
        </Group>
      </Group>
      <TableSearch value={t.search} onChange={t.setSearch} placeholder="Entity or document name" />
      {list.isError ? (
        <Alert color="red" variant="light" role="alert">
          {list.error.message}
        </Alert>
      ) : null}
      <SignatureRequestsTable
        showFraudDetection={showFraudDetection}
        rows={rows}
        refreshing={list.isPlaceholderData}
        sortBy={t.sortBy}
        descending={t.descending}
        onSort={t.sort}
        actions={actions}
        skeletonRows={Math.min(t.pageSize, 10)}
        empty={
          <EmptyState title={signatureRequestMessages.notFound} actions={t.debouncedSearch ? null : uploadButton} />
        }
      />
      <TablePager
        page={t.page}
        pageSize={t.pageSize}
        total={undefined}
        hasMore={hasMore}
        onPageChange={t.setPage}
        onPageSizeChange={t.setPageSize}
      />

      <UploadSignatureRequestDialog opened={uploading} onClose={() => setUploading(false)} now={now} />
      <VerifySignedPdfDialog opened={verifying} onClose={() => setVerifying(false)} />
      {viewing !== null ? <SignatureRequestDialog requestId={viewing} onClose={() => setViewing(null)} /> : null}
      <ConfirmDialog
        opened={deleting !== null}
        title="Delete signature request"
        message={`Delete "${deleting?.form_name ?? ''}" for ${deleting?.company_name ?? ''}? Its signing evidence is kept.`}
        confirmLabel="Delete"
        danger
        pending={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              notify.success(signatureRequestMessages.deleted);
              setDeleting(null);
            },
            onError: (e) => notify.error(e.message),
          })
        }
      />
    </Stack>
  );
}
