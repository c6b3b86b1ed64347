import { Button, Checkbox, Group, Stack, Text } from '@mantine/core';
import { connectMessages, type DocumentItem } from '@portal/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { AppModal } from '../../../components/app-modal';
import { notify } from '../../../lib/notify';
import { processUploadedDocument } from '../api/review-process-upload';

/**
 * The Multi-Form Upload Confirmation (spec 001 §1): after staff upload PDFs, which of them hold several
 * forms? Those chosen are split by the bulk upload processor and filed beside them; the rest stay as they are.
 */
export function MultiFormUploadConfirmation({
  companyId,
  entityHash,
  uploaded,
  onClose,
}: {
  companyId: number;
  entityHash: string;
  /** The PDFs just uploaded; the dialog is open while there are any. */
  uploaded: DocumentItem[];
  onClose: () => void;
}) {
  const [chosen, setChosen] = useState<Set<number> | null>(null);
  const [pending, setPending] = useState(false);
  const selected = chosen ?? new Set(uploaded.map((d) => d.id));
  const toggle = (id: number, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(id);
    else next.delete(id);
    setChosen(next);
  };
  const close = () => {
    setChosen(null);
    onClose();
  };
  const split = async () => {
    setPending(true);
    const started = await Promise.allSettled(
      uploaded
        .filter((d) => selected.has(d.id))
        .map((d) => processUploadedDocument({ company_id: companyId, document_id: d.id, requires_splitting: true })),
    );
    setPending(false);
    const failed = started.find((r): r is PromiseRejectedResult => r.status === 'rejected');
    if (failed) notify.error(failed.reason);
    if (started.some((r) => r.status === 'fulfilled')) notify.info(connectMessages.stillProcessing);
    close();
  };
  return (
    <AppModal opened={uploaded.length > 0} onClose={close} title="Multi-Form Upload Confirmation">
      <Stack gap="sm">
        <Text size="sm">
          Does a file hold more than one tax form? The bulk upload processor splits each file you tick into one document
          per form and files them beside it. You can check its work in the{' '}
          <Link to={`/admin/${entityHash}/review-uploads`}>Bulk Upload Processor Review</Link>.
        </Text>
        <Stack gap={6}>
          {uploaded.map((d) => (
            <Checkbox
              key={d.id}
              label={d.name}
              checked={selected.has(d.id)}
              onChange={(e) => toggle(d.id, e.currentTarget.checked)}
            />
          ))}
        </Stack>
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={close} disabled={pending}>
            Keep as uploaded
          </Button>
          <Button onClick={() => void split()} loading={pending} disabled={selected.size === 0}>
            Split into forms
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
}
