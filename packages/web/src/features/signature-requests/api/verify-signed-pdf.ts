import { signatureVerificationSchema, type SignatureVerification } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { xhrRequest } from '../../../lib/upload-with-progress';

/** POST /api/signatures/verify with a PDF: did the portal seal exactly these bytes, when, for whom. */
export async function verifySignedPdf(file: File): Promise<SignatureVerification> {
  const form = new FormData();
  form.append('file', file, file.name);
  return signatureVerificationSchema.parse(
    await xhrRequest<unknown>('/api/signatures/verify', { method: 'POST', body: form }),
  );
}

export const useVerifySignedPdf = () => useMutation({ mutationFn: verifySignedPdf });
