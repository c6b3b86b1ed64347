import {
  questionDocumentSchema,
  questionnaireChangeSchema,
  type QuestionDocument,
  type QuestionnaireChange,
} from '@portal/domain';
import { api } from '../../../lib/api-client';
import { uploadWithProgress, type TransferProgress } from '../../../lib/upload-with-progress';

/** What one upload answers: the stored document, or why not (a duplicate, or the server's `error`). */
export interface QuestionUploadResult {
  document: QuestionDocument | null;
  is_duplicate: boolean;
  error: string | null;
  change: QuestionnaireChange;
}

interface RawUploadResult {
  document?: unknown;
  is_duplicate?: unknown;
  error?: unknown;
  change?: unknown;
}

const parseUploadResult = (raw: RawUploadResult): QuestionUploadResult => ({
  document: raw.document == null ? null : questionDocumentSchema.parse(raw.document),
  is_duplicate: raw.is_duplicate === true,
  error: typeof raw.error === 'string' ? raw.error : null,
  change: questionnaireChangeSchema.parse(raw.change),
});

/**
 * POST /api/questionnaires/{id}/questions/{questionId}/documents (multipart): one file per request, the
 * chosen document option first so the server knows what the file is before its bytes arrive.
 */
export async function uploadQuestionDocument(
  questionnaireId: number,
  questionId: number,
  { file, selectedOption }: { file: File; selectedOption: string | null },
  opts: { onProgress?: (progress: TransferProgress) => void; signal?: AbortSignal } = {},
): Promise<QuestionUploadResult> {
  const form = new FormData();
  if (selectedOption !== null) form.append('selected_option', selectedOption);
  form.append('file', file, file.name);
  return parseUploadResult(
    await uploadWithProgress<RawUploadResult>(
      `/api/questionnaires/${questionnaireId}/questions/${questionId}/documents`,
      form,
      {
        onUploadProgress: opts.onProgress,
        signal: opts.signal,
      },
    ),
  );
}

/** DELETE .../questions/{questionId}/documents/{documentId}: removes a file uploaded for the question. */
export const deleteQuestionDocument = async (
  questionnaireId: number,
  questionId: number,
  documentId: number,
): Promise<QuestionnaireChange> =>
  questionnaireChangeSchema.parse(
    await api.delete<unknown>(`/api/questionnaires/${questionnaireId}/questions/${questionId}/documents/${documentId}`),
  );
