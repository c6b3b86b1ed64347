import { useState } from 'react';
import { Alert, Button, FileInput, Group, Stack, Text } from '@mantine/core';
import type { SignatureVerification } from '@portal/domain';
import { AppModal } from '../../../components/app-modal';
import { formatDate } from '../../../lib/format';
import { useVerifySignedPdf } from '../api/verify-signed-pdf';

/** What a verification says, in words a firm can repeat to an examiner. */
export function verificationText(v: SignatureVerification): { color: string; title: string; body: string } {
  const when = v.signed_at ? ` on ${formatDate(v.signed_at)}` : '';
  // The PDF is the portal's, but the firm's signing evidence was rewritten or cut short (issue 36 §3).
  if (v.status === 'intact' && v.request && v.evidence && v.evidence.status !== 'intact') {
    return {
      color: 'red',
      title: v.evidence.status === 'deleted' ? 'Signing evidence was removed' : 'Signing evidence was rewritten',
      body: `The document is unchanged, but its evidence is not: ${v.evidence.problem ?? 'the evidence does not match its signed checkpoints'}.`,
    };
  }
  if (v.status === 'intact' && v.request) {
    const who = v.request.signers.map((s) => s.name).join(', ');
    return {
      color: 'teal',
      title: 'Unchanged since the portal sealed it',
      body: `${v.request.form_name} (${v.request.tax_year}) for ${v.request.company_name}, sealed${when}; signed by ${who}.`,
    };
  }
  if (v.status === 'unknown_document')
    return {
      color: 'yellow',
      title: 'Sealed and unchanged',
      body: `Sealed${when}, but it is not one of this firm's signed documents.`,
    };
  if (v.status === 'changed')
    return {
      color: 'red',
      title: 'Changed after signing',
      body: v.reason ?? 'The document changed after it was signed.',
    };
  return {
    color: 'gray',
    title: 'Not sealed by the portal',
    body: 'This PDF carries no digital signature of the portal.',
  };
}

/** Staff check a signed PDF someone sends back: the portal's seal, and which request it belongs to. */
export function VerifySignedPdfDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const [file, setFile] = useState<File | null>(null);
  const verify = useVerifySignedPdf();
  const close = () => {
    setFile(null);
    verify.reset();
    onClose();
  };
  const result = verify.data ? verificationText(verify.data) : null;
  return (
    <AppModal opened={opened} onClose={close} title="Verify a signed PDF">
      <Stack gap="sm">
        <Text size="sm">Choose a PDF the portal signed to see whether it is exactly as sealed, when and for whom.</Text>
        <FileInput
          label="Signed PDF"
          accept="application/pdf,.pdf"
          value={file}
          onChange={(f) => {
            setFile(f);
            verify.reset();
          }}
          clearable
          clearButtonProps={{ 'aria-label': 'Clear the chosen file' }}
        />
        {verify.error ? (
          <Alert color="red" variant="light" role="alert">
            {verify.error.message}
          </Alert>
        ) : null}
        {result ? (
          <Alert color={result.color} variant="light" role="status">
            <Text size="sm" fw={700}>
              {result.title}
            </Text>
            <Text size="sm">{result.body}</Text>
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Done
          </Button>
          <Button disabled={!file} loading={verify.isPending} onClick={() => file && verify.mutate(file)}>
            Verify
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
}
