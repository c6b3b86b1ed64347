import { Switch } from '@mantine/core';
import { defaultTaxReturnYear, taxReturnMessages, taxReturnUploadSchema, taxReturnYears } from '@portal/domain';
import { useState } from 'react';
import { AppModal } from '../../../components/app-modal';
import type { EntityOption } from '../../../components/entity-picker/search-entities';
import { PdfUploadForm } from '../../../components/pdf-upload/pdf-upload-form';
import { notify } from '../../../lib/notify';
import { useUploadTaxReturn } from '../api/upload-tax-return';

export const sendTaxReturnMessages = {
  uploaded: 'Tax return uploaded. It is being processed and will be ready in a few minutes.',
  draftUploaded: 'Tax return draft uploaded. It will be sent to the primary contact for review once processed.',
};

export interface SendTaxReturnDialogProps {
  opened: boolean;
  onClose: () => void;
  now?: () => Date;
  /** The entity chosen beforehand (sending from the entity's page). */
  entity?: EntityOption;
}

/** Send Tax Return (spec 002 §2, §5; issue 17 §2): one entity, a PDF, a tax year, a name; optionally as a draft. */
export function SendTaxReturnDialog({ opened, onClose, now, entity }: SendTaxReturnDialogProps) {
  return (
    <AppModal opened={opened} onClose={onClose} title="Send Tax Return" size="lg">
      {opened ? <SendForm onClose={onClose} now={now} initialEntity={entity ?? null} /> : null}
    </AppModal>
  );
}

function SendForm({
  onClose,
  now = () => new Date(),
  initialEntity,
}: {
  onClose: () => void;
  now?: () => Date;
  initialEntity: EntityOption | null;
}) {
  const [years] = useState(() => taxReturnYears(now()));
  const [asDraft, setAsDraft] = useState(false);
  const upload = useUploadTaxReturn();
  return (
    <PdfUploadForm
      idPrefix="tax-return"
      fileLabel="Tax return (PDF)"
      nameLabel="Return name"
      nameKey="tax_return_name"
      namePlaceholder="e.g. Form 1040"
      years={years}
      defaultYear={defaultTaxReturnYear(now())}
      initialEntity={initialEntity}
      messages={taxReturnMessages}
      check={(v) =>
        taxReturnUploadSchema.safeParse({
          company_id: v.company_id,
          tax_year: v.tax_year,
          tax_return_name: v.name,
          as_draft: asDraft,
        })
      }
      upload={upload}
      onUploaded={() => notify.success(asDraft ? sendTaxReturnMessages.draftUploaded : sendTaxReturnMessages.uploaded)}
      onClose={onClose}
    >
      <Switch
        label="Send as a draft for approval"
        description="Stamped DRAFT on every page and sent to the entity's primary contact, who approves it or asks for changes."
        checked={asDraft}
        onChange={(e) => setAsDraft(e.currentTarget.checked)}
        disabled={upload.isPending}
      />
    </PdfUploadForm>
  );
}
