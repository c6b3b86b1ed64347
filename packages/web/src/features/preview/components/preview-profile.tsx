import { Stack, Table, Title } from '@mantine/core';
import type { User } from '@portal/domain';

const CONTACT_METHOD: Record<User['preferred_contact_method'], string> = { email: 'Email', sms: 'Text message' };

/** What the client's Profile Settings hold, shown, not editable: the preview never acts as the client. */
export function PreviewProfile({ user }: { user: User }) {
  const rows: Array<[string, string]> = [
    ['First name', user.fname],
    ['Last name', user.lname],
    ['Preferred name', user.preferred_name ?? '—'],
    ['Email', user.email ?? '—'],
    ['Phone number', user.phone_number ?? '—'],
    ['Preferred contact method', CONTACT_METHOD[user.preferred_contact_method]],
    ['Time zone', user.time_zone],
  ];
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        Profile Settings
      </Title>
      <Table variant="vertical" withTableBorder maw={640} aria-label="Profile details">
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th w={220}>{label}</Table.Th>
              <Table.Td>{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
