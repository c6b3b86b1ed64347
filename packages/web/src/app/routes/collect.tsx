import { can, platformsTurnedOn } from '@portal/domain';
import { FirstStepsCard } from '../../features/firm/components/guide/first-steps-card';
import { CollectScreen } from '../../features/collect/components/collect/collect-screen';
import { ScheduledSends } from '../../features/questionnaire-sends/components/scheduled-sends';
import { SendQuestionnaireDialog } from '../../features/questionnaire-sends/components/send-questionnaire-dialog';
import { OverviewSettingSwitch } from '../../features/users/components/overview-setting-switch';
import { actorOf } from '../firm-scope';
import { useSession } from '../session';

/** Collect with the first-run card of a firm that has no clients yet (issue 21 §3): staff's landing page. */
export function StaffHome() {
  const session = useSession();
  const canInvite = !!session && can(actorOf(session), 'firm.settings');
  const includeAll = !!session?.user.overview_setting.last_activity_should_include_all_activity;
  return (
    <CollectScreen
      intro={<FirstStepsCard canInvite={canInvite} />}
      settings={session ? <OverviewSettingSwitch checked={includeAll} /> : null}
      SendDialog={SendQuestionnaireDialog}
      scheduledSends={<ScheduledSends />}
      exportPlatforms={session ? platformsTurnedOn(session.firm.preferences) : []}
    />
  );
}

/** /overview: Collect for staff (spec 000 §2), the same screen as `/`. */
export function Component() {
  return <StaffHome />;
}
