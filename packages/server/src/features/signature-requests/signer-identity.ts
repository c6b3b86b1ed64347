import type { SignerIdentity } from '@portal/domain';
import type { DbOrTx } from '../../db/client.ts';
import type { signatureRequests } from '../../db/schema/index.ts';
import { signerVerifications } from '../identity/index.ts';

type RequestRow = typeof signatureRequests.$inferSelect;

const NOT_REQUIRED: SignerIdentity = {
  required: false,
  status: 'not_started',
  label: 'Not required',
  error_description: null,
};

/** Each signer's identity check of this request, as the signing screen, the certificate and the evidence show it. */
export async function identityOfSigners(db: DbOrTx, request: Pick<RequestRow, 'id' | 'firmId' | 'identityRequired'>) {
  if (!request.identityRequired) return (): SignerIdentity => NOT_REQUIRED;
  const of = await signerVerifications(db, request.firmId, { type: 'signature_request', id: request.id });
  return (userId: number): SignerIdentity => ({ required: true, ...of(userId) });
}
