import { Switch } from '@mantine/core';
import { useState } from 'react';
import { notify } from '../../../lib/notify';
import { useUpdateOverviewSetting } from '../api/update-overview-setting';

export interface OverviewSettingSwitchProps {
  /** overview_setting.last_activity_should_include_all_activity of the signed-in user. */
  checked: boolean;
}

/**
 * The overview's "include all activity" setting (spec 000 §3, §7): when on, Collect's last activity counts
 * everyone's activity on a questionnaire, not only the client's. Saved at once; 'Updated' on success.
 */
export function OverviewSettingSwitch({ checked }: OverviewSettingSwitchProps) {
  const [on, setOn] = useState(checked);
  const save = useUpdateOverviewSetting();
  return (
    <Switch
      label="Last activity includes all activity"
      description="Staff activity counts too, not only the client's"
      checked={on}
      disabled={save.isPending}
      onChange={(e) => {
        const next = e.currentTarget.checked;
        setOn(next);
        save.mutate(
          { last_activity_should_include_all_activity: next },
          { onSuccess: () => notify.updated(), onError: () => setOn(!next) },
        );
      }}
    />
  );
}
