import type { Clock } from '@portal/domain';
import type { DbOrTx } from '../../db/client.ts';
import { clientArrivalLink } from '../auth/index.ts';

/** The tax return's own page for its client (the web route /tax-return-delivery/{id}). */
export const deliveryPath = (taxReturnId: number, companyId: number) =>
  `/tax-return-delivery/${taxReturnId}?companyId=${companyId}`;

/**
 * The link an email gives one client to a page of the portal: an arrival link for a client who has never
 * signed in (they choose how to sign in, then land on the page; issue 21 §2), else the page's address.
 */
export const clientEmailLink = (
  deps: { db: DbOrTx; clock: Clock; config: { publicUrl: string } },
  firmId: number,
  userId: number,
  path: string,
) => clientArrivalLink({ db: deps.db, clock: deps.clock, publicUrl: deps.config.publicUrl }, firmId, userId, path);
