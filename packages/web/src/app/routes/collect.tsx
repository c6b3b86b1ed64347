import { can } from '@portal/domain';
import { FirstStepsCard } from '../../features/firm/components/guide/first-steps-card';
import { CollectScreen } from '../../features/questionnaires/components/collect/collect-screen';
import { actorOf } from '../firm-scope';
import { useSession } from '../session';

/** Collect with the first-run card of a firm that has no clients yet (issue 21 §3): staff's landing page. */
export function StaffHome() {
  const session = useSession();
  const canInvite = !!session && can(actorOf(session), 'firm.settings');
  return <CollectScreen intro={<FirstStepsCard canInvite={canInvite} />} />;
}

/** /overview: Collect for staff (spec 000 §2), the same screen as `/`. */
export function Component() {
  return <StaffHome />;
}
