import { Stack } from '@mantine/core';
import { priorYearDocumentFieldsSchema, priorYearFolder } from '@portal/domain';
import { useState, type FormEvent } from 'react';
import { notify } from '../../../lib/notify';
import { useUploadPriorYearDocument } from '../api/upload-prior-year-document';
import { FileAndYearFields, SubmitAndClose } from './file-and-year-fields';

/**
 * Upload a prior-year document (spec 001 §4): it needs a year ('missing year'), which files it in that
 * year's STAFF ONLY folder of the entity's documents.
 */
export function PriorYearDocumentUpload({ companyId, onClose }: { companyId: number; onClose: () => void }) {
  const upload = useUploadPriorYearDocument(companyId);
  const [file, setFile] = useState<File | null>(null);
  const [year, setYear] = useState<string | null>(null);
  const [errors, setErrors] = useState<{ file?: string; year?: string }>({});
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = priorYearDocumentFieldsSchema.safeParse({ year: year ?? '' });
    const next = {
      year: parsed.success ? undefined : parsed.error.issues[0]!.message,
      file: file ? undefined : 'Choose a file to upload',
    };
    setErrors(next);
    if (!parsed.success || !file) return;
    upload.mutate(
      { year: parsed.data.year, file },
      {
        onSuccess: (r) => {
          if (r.error) return notify.error(r.error);
          notify.success(`${file.name} was filed in ${priorYearFolder(parsed.data.year)}`);
          onClose();
        },
        // The answer's field message ('missing year', a bad file) shows where it belongs; the choice stays.
        onError: (err) => notify.error(err.message),
      },
    );
  };
  return (
    <form onSubmit={submit} aria-label="Upload prior-year document" noValidate>
      <Stack gap="xs">
        <FileAndYearFields
          fileLabel="Prior-year document"
          accept=".pdf,.png,.jpg,.jpeg,.heic,.xlsx,.xls"
          onFile={setFile}
          year={year}
          onYear={setYear}
          errors={errors}
        />
        <SubmitAndClose label="Upload" pending={upload.isPending} onClose={onClose} />
      </Stack>
    </form>
  );
}
