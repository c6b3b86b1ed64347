import { Alert, Anchor, Skeleton, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import type { useFirmRoles } from '../api/list-firm-roles';

/**
 * What a firm-role dialog shows before it can offer roles: the load error, a loading placeholder, or
 * the way to create roles when the firm has none. Null once there are roles to choose from.
 */
export function firmRolesState(roles: ReturnType<typeof useFirmRoles>, onClose: () => void): ReactNode | null {
  if (roles.isError && !roles.data) {
    return (
      <Alert color="red" variant="light" role="alert">
        {roles.error.message}
      </Alert>
    );
  }
  if (!roles.data) {
    return (
      <Stack gap="xs" role="status" aria-label="Loading firm roles">
        <Skeleton h={36} />
        <Skeleton h={36} />
      </Stack>
    );
  }
  if (roles.data.length === 0) {
    return (
      <EmptyState
        description="The firm has no roles yet. Create them in Settings, then assign them here."
        actions={
          <Anchor component={Link} to="/settings/roles" onClick={onClose}>
            Go to Firm Roles
          </Anchor>
        }
      />
    );
  }
  return null;
}
