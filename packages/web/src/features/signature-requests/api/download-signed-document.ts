import { saveFromUrl } from '../../../lib/save-file';
import { getSignatureRequestDocumentLink, type SignatureRequestDocumentKind } from './get-signature-request-document';

/** Downloads the signed (or original) PDF through a fresh 10-minute link. */
export async function downloadSignatureRequestDocument(
  id: number,
  fileName: string,
  kind: SignatureRequestDocumentKind = 'signed',
): Promise<void> {
  const link = await getSignatureRequestDocumentLink(id, kind);
  saveFromUrl(link.url, fileName);
}
