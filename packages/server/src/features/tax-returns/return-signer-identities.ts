import type { DbOrTx } from '../../db/client.ts';
import { signerIdentities } from '../identity/index.ts';
import type { TaxReturnRecord } from './tax-returns.repo.ts';

/** Each signer's identity check of this return ('Not required' when it was sent without the check). */
export const identityOfReturnSigners = (db: DbOrTx, r: Pick<TaxReturnRecord, 'id' | 'firmId' | 'identityRequired'>) =>
  signerIdentities(db, r.firmId, { type: 'tax_return', id: r.id }, r.identityRequired);
