import { Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { User } from '@portal/domain';
import { notBuiltText } from '../../../components/not-built-yet';
import type { PreviewPage } from '../preview-links';

export interface PreviewPageProps {
  page: PreviewPage;
  user: User;
  /** The client's current entity, null when they have none. */
  entityName: string | null;
}

const CONTACT_METHOD: Record<User['preferred_contact_method'], string> = { email: 'Email', sms: 'Text message' };

/**
 * The client's pages as the preview shows them, read-only. Screens the client does not have yet say so,
 * as they do for the client.
 */
export function PreviewPageContent({ page, user, entityName }: PreviewPageProps) {
  switch (page) {
    case 'messages':
      return <Placeholder title="Messages" feature="Messages" />;
    case 'documents':
      return <Placeholder title="Documents" feature="Documents" entityName={entityName} />;
    case 'profile-settings':
      return <PreviewProfile user={user} />;
    default:
      return <Placeholder title="Dashboard" feature="Dashboard" entityName={entityName} />;
  }
}

function Placeholder({ title, feature, entityName }: { title: string; feature: string; entityName?: string | null }) {
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {title}
      </Title>
      {entityName ? <Text c="dimmed">Current entity: {entityName}</Text> : null}
      <Paper withBorder p="lg" radius="md">
        <Text>{notBuiltText(feature)}</Text>
      </Paper>
    </Stack>
  );
}

/** What the client's Profile Settings hold, shown, not editable: the preview never acts as the client. */
function PreviewProfile({ user }: { user: User }) {
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
