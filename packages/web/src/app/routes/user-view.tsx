import { Alert, Anchor, Button, Group, Skeleton, Stack, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconArrowLeft, IconPencil, IconPlus } from '@tabler/icons-react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { NotFound } from '../../components/not-found';
import { isApiError } from '../../lib/api-client';
import { CreateEntityDialog } from '../../features/entities/components/create-entity-dialog';
import { ActivityLogPanel } from '../../features/activities/components/activity-log-panel';
import { UserEntitiesList } from '../../features/entities/components/user-entities-list';
import { useUser } from '../../features/users/api/get-user';
import type { UserViewState } from '../../features/users/components/users-table';
import { UserSummary } from '../../features/users/components/user-summary';
import { useEditUserAction } from '../edit-user-action';
import { useFirmEntityTypes } from '../entity-types';
import { PreviewAsClientButton } from '../preview-as-client-action';

function BackToUsers() {
  return (
    <Anchor component={Link} to="/clients" size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={14} aria-hidden />
        Back to Users
      </Group>
    </Anchor>
  );
}

/** /clients/{id}: a user's details and entities, with Create entity. */
export function Component() {
  const { userId } = useParams();
  const id = Number(userId);
  const state = useLocation().state as Partial<UserViewState> | null;
  const user = useUser(id, state?.user);
  const [opened, { open, close }] = useDisclosure(false);
  const navigate = useNavigate();
  const editUser = useEditUserAction();
  const entityTypes = useFirmEntityTypes();

  if (!Number.isInteger(id) || id <= 0) return <NotFound />;
  if (user.isError) {
    if (isApiError(user.error) && user.error.status === 404) return <NotFound />;
    return (
      <Stack gap="md">
        <BackToUsers />
        <Alert color="yellow" variant="light" role="alert">
          This user&apos;s details could not be loaded here. Open the user from the Users table.
        </Alert>
      </Stack>
    );
  }
  return (
    <Stack gap="lg">
      <Group justify="space-between" wrap="wrap">
        <BackToUsers />
        <Group gap="xs">
          <PreviewAsClientButton userId={id} />
          <Button
            variant="default"
            leftSection={<IconPencil size={16} aria-hidden />}
            onClick={() => editUser.open(id)}
            disabled={!user.data}
          >
            Edit user
          </Button>
        </Group>
      </Group>
      {user.data ? (
        <UserSummary user={user.data} />
      ) : (
        <Stack gap="sm" role="status" aria-label="Loading the user">
          <Skeleton h={32} w="40%" />
          <Skeleton h={72} />
        </Stack>
      )}
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h3">
            Entities
          </Title>
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={open} disabled={!user.data}>
            Create entity
          </Button>
        </Group>
        {user.data ? <UserEntitiesList userId={id} /> : null}
      </Stack>
      {user.data ? (
        <CreateEntityDialog
          opened={opened}
          onClose={close}
          user={{ id: user.data.id, full_name: user.data.full_name }}
          entityTypes={entityTypes}
          onCreated={(entity) => void navigate(`/admin/${entity.hash_id}`)}
        />
      ) : null}
      {user.data ? <ActivityLogPanel scope={{ userId: id }} /> : null}
      {editUser.dialog}
    </Stack>
  );
}
