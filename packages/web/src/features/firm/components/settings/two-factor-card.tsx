import { Paper, Stack, Switch, Text, Title } from '@mantine/core';
import type { FirmPreferences } from '@portal/domain';
import { useState } from 'react';
import { useUpdateFirmPreferences } from '../../api/update-firm-preferences';
import { settingsFailed, settingsSaved } from './save-feedback';

const FLAGS = [
  {
    key: 'force_2fa_on_firm_users',
    label: 'Require two-factor for staff',
    description: 'Staff enter a code sent to their email or phone at their next sign-in and every one after.',
  },
  {
    key: 'force_2fa_on_users',
    label: 'Require two-factor for clients',
    description: 'Clients enter a code sent to their email or phone at their next sign-in and every one after.',
  },
] as const;

/** Firm settings → Staff: the two forcing flags (spec 002 §6), saved as soon as they are switched. */
export function TwoFactorCard({ preferences }: { preferences: FirmPreferences }) {
  const save = useUpdateFirmPreferences();
  // The switch moves at once; a failed save puts it back.
  const [shown, setShown] = useState<Partial<Record<(typeof FLAGS)[number]['key'], boolean>>>({});
  const toggle = (key: (typeof FLAGS)[number]['key'], on: boolean) => {
    setShown((s) => ({ ...s, [key]: on }));
    save.mutate(
      { [key]: on },
      {
        onSuccess: settingsSaved,
        onError: (err) => {
          setShown((s) => ({ ...s, [key]: !on }));
          settingsFailed(err);
        },
      },
    );
  };
  return (
    <Paper withBorder p="lg" radius="md" maw={760}>
      <Stack gap="md">
        <Title order={2} size="h3">
          Two-factor sign-in
        </Title>
        <Text size="sm" c="dimmed">
          Anyone can turn on two-factor for themselves in Profile Settings. These switches require it.
        </Text>
        {FLAGS.map((f) => (
          <Switch
            key={f.key}
            label={f.label}
            description={f.description}
            checked={shown[f.key] ?? preferences[f.key]}
            disabled={save.isPending}
            onChange={(e) => toggle(f.key, e.currentTarget.checked)}
          />
        ))}
      </Stack>
    </Paper>
  );
}
