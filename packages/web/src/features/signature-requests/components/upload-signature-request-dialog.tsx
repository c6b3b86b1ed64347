import { Switch } from '@mantine/core';
import {
  defaultSignatureRequestTaxYear,
  signatureRequestMessages,
  signatureRequestTaxYears,
  signatureRequestUploadSchema,
} from '@portal/domain';
import { useState } from 'react';
import { AppModal } from '../../../components/app-modal';
import { PdfUploadForm } from '../../../components/pdf-upload/pdf-upload-form';
import { notify } from '../../../lib/notify';
import { useUploadSignatureRequest } from '../api/upload-signature-request';

export const uploadSignatureRequestMessages = {
  uploaded: 'Signature request uploaded. It will be ready for fields in a few seconds.',
};

export interface UploadSignatureRequestDialogProps {
  opened: boolean;
  onClose: () => void;
  now?: () => Date;
  onUploaded?: (id: number) => void;
}

/** Upload Signature Request (spec 002 §2, §5): one entity, a PDF, a document name and a tax year. */
export function UploadSignatureRequestDialog({ opened, onClose, ...rest }: UploadSignatureRequestDialogProps) {
  return (
    <AppModal opened={opened} onClose={onClose} title="Upload Signature Request" size="lg">
      {opened ? <UploadForm onClose={onClose} {...rest} /> : null}
    </AppModal>
  );
}

function UploadForm({
  onClose,
  now = () => new Date(),
  onUploaded,
}: Omit<UploadSignatureRequestDialogProps, 'opened'>) {
  const [years] = useState(() => signatureRequestTaxYears(now()));
  const [signedPagesOnly, setSignedPagesOnly] = useState(false);
  const upload = useUploadSignatureRequest();
  return (
    <PdfUploadForm
      idPrefix="signature-request"
      fileLabel="PDF file"
      nameLabel="Document name"
      nameKey="document_name"
      nameFromFile
      years={years}
      defaultYear={defaultSignatureRequestTaxYear(now())}
      messages={signatureRequestMessages}
      check={(v) =>
        signatureRequestUploadSchema.safeParse({
          company_id: v.company_id,
          document_name: v.name,
          tax_year: v.tax_year,
          signed_pages_only: signedPagesOnly,
        })
      }
      upload={upload}
      onUploaded={(result) => {
        notify.success(uploadSignatureRequestMessages.uploaded);
        onUploaded?.(result.id);
      }}
      onClose={onClose}
    >
      <Switch
        label="Signed pages only"
        description="The signed document holds only the pages with signature fields, and the certificate page."
        checked={signedPagesOnly}
        onChange={(e) => setSignedPagesOnly(e.currentTarget.checked)}
        disabled={upload.isPending}
      />
    </PdfUploadForm>
  );
}
