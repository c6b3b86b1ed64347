import { Paper, Stack, Text, Title } from '@mantine/core';
import type { FirmPreferences, User } from '@portal/domain';
import { LinkedAccountsCard } from './linked-accounts-card';
import { OutOfOfficeCard } from './out-of-office-card';
import { ProfileDetailsForm } from './profile-details-form';
import { SignInMethodCard } from './sign-in-method-card';

export interface ProfileSettingsProps {
  user: User;
  preferences: FirmPreferences;
  /** The saved user replaces the signed-in one (the app updates its session). */
  onSaved: (user: User) => void;
}

/** Profile Settings (/admin-profile for staff, /profile for clients). Read-only users see it disabled. */
export function ProfileSettings({ user, preferences, onSaved }: ProfileSettingsProps) {
  const readOnly = user.readonly_access;
  const twoFactorForced = user.is_advisor ? preferences.force_2fa_on_firm_users : preferences.force_2fa_on_users;
  return (
    <Stack gap="lg" maw={760}>
      <Title order={1}>Profile Settings</Title>
      {readOnly ? (
        <Text c="dimmed" size="sm">
          Your profile cannot be changed while the account is read-only.
        </Text>
      ) : null}
      <Paper withBorder p={{ base: 'sm', sm: 'lg' }} component="section" aria-labelledby="profile-details-title">
        <Title order={2} size="h3" id="profile-details-title" mb="md">
          Your details
        </Title>
        <ProfileDetailsForm user={user} readOnly={readOnly} twoFactorForced={twoFactorForced} onSaved={onSaved} />
      </Paper>
      <Paper withBorder p={{ base: 'sm', sm: 'lg' }} component="section" aria-labelledby="sign-in-method-title">
        <Title order={2} size="h3" id="sign-in-method-title" mb="md">
          Sign-in method
        </Title>
        <SignInMethodCard user={user} readOnly={readOnly} onSaved={onSaved} />
      </Paper>
      {user.is_advisor ? (
        <Paper withBorder p={{ base: 'sm', sm: 'lg' }} component="section" aria-labelledby="out-of-office-title">
          <Title order={2} size="h3" id="out-of-office-title" mb="md">
            Out of office
          </Title>
          <OutOfOfficeCard user={user} onSaved={onSaved} />
        </Paper>
      ) : null}
      {user.is_advisor ? (
        <Paper withBorder p={{ base: 'sm', sm: 'lg' }} component="section" aria-labelledby="linked-accounts-title">
          <Title order={2} size="h3" id="linked-accounts-title" mb="md">
            Linked accounts
          </Title>
          <LinkedAccountsCard readOnly={readOnly} />
        </Paper>
      ) : null}
    </Stack>
  );
}
