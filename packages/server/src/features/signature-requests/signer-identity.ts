import type { DbOrTx } from '../../db/client.ts';
import type { signatureRequests } from '../../db/schema/index.ts';
import { signerIdentities } from '../identity/index.ts';

type RequestRow = typeof signatureRequests.$inferSelect;

/** Each signer's identity check of this request, as the signing screen, the certificate and the evidence show it. */
export const identityOfSigners = (db: DbOrTx, request: Pick<RequestRow, 'id' | 'firmId' | 'identityRequired'>) =>
  signerIdentities(db, request.firmId, { type: 'signature_request', id: request.id }, request.identityRequired);
