import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Menu,
  Paper,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import {
  FIRM_ACCESS_LABELS,
  fullName,
  STAFF_STATUS_LABELS,
  staffMessages,
  type FirmGroup,
  type StaffMember,
  type StaffStatus,
} from '@portal/domain';
import { IconDots, IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EmptyState } from '../../../components/empty-state';
import { StatusBadge } from '../../../components/status-badge';
import { formatDate } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { useCurrentUser } from '../../session/api/get-current-user';
import { useDeactivateStaff } from '../api/deactivate-staff';
import { useStaff } from '../api/list-staff';
import { useReactivateStaff } from '../api/reactivate-staff';
import { useResendInvite } from '../api/resend-invite';
import { EditStaffDialog } from './edit-staff-dialog';
import { InviteStaffDialog } from './invite-staff-dialog';

const statusColor: Record<StaffStatus, string> = { invited: 'blue', active: 'teal', deactivated: 'gray' };

const failed = (e: Error) => notify({ kind: 'error', title: 'Failed to update', message: e.message });

/** The firm's groups when firm groups are on, from the signed-in session (spec 002 §6 firm groups). */
function useFirmGroups(): FirmGroup[] {
  const firm = useCurrentUser().data?.firm;
  return firm?.preferences.has_firm_groups ? firm.firm_groups : [];
}

/**
 * Firm settings → Staff (spec 002 §2, §6): the firm users with their access, group, status, last sign-in
 * and two-factor state. Partners invite people, change their access or group, resend an invitation that
 * was not used yet, and deactivate (signed out at once) or reactivate them.
 */
export function StaffSection() {
  const staff = useStaff();
  const groups = useFirmGroups();
  const [inviting, setInviting] = useState(false);
  const [editing, setEditing] = useState<StaffMember | null>(null);
  const [deactivating, setDeactivating] = useState<StaffMember | null>(null);
  const resend = useResendInvite();
  const deactivate = useDeactivateStaff();
  const reactivate = useReactivateStaff();

  const rowActions = (m: StaffMember) => (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={`Actions for ${fullName(m)}`}>
          <IconDots size={16} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown aria-label={`Actions for ${fullName(m)}`}>
        <Menu.Item onClick={() => setEditing(m)}>Change access / group</Menu.Item>
        {m.status === 'invited' ? (
          <Menu.Item
            onClick={() =>
              resend.mutate(m.id, {
                onSuccess: () => notify.success(staffMessages.resent(m.email ?? fullName(m)), 'Invitation sent'),
                onError: failed,
              })
            }
          >
            Resend invite
          </Menu.Item>
        ) : null}
        {m.status === 'deactivated' ? (
          <Menu.Item
            onClick={() =>
              reactivate.mutate(m.id, { onSuccess: () => notify.success(staffMessages.reactivated), onError: failed })
            }
          >
            Reactivate
          </Menu.Item>
        ) : (
          <Menu.Item color="red.9" onClick={() => setDeactivating(m)}>
            Deactivate
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Title order={2} size="h3">
          Staff
        </Title>
        <Button leftSection={<IconUserPlus size={16} aria-hidden />} onClick={() => setInviting(true)}>
          Invite staff member
        </Button>
      </Group>
      {staff.isError ? (
        <Alert color="red" variant="light" role="alert">
          {staff.error.message}
        </Alert>
      ) : !staff.data ? (
        <Stack gap="xs" role="status" aria-label="Loading staff">
          <Skeleton h={40} />
          <Skeleton h={40} />
        </Stack>
      ) : staff.data.length === 0 ? (
        <EmptyState description="There are no staff members yet." />
      ) : (
        <Paper withBorder radius="md">
          {/* Scrolls sideways on a phone rather than squeezing the columns. */}
          <Table.ScrollContainer minWidth={860} type="native">
            <Table aria-label="Firm users" verticalSpacing="sm" highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Name</Table.Th>
                  <Table.Th>Email</Table.Th>
                  <Table.Th>Access level</Table.Th>
                  <Table.Th>Group</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th>Last sign-in</Table.Th>
                  <Table.Th>2FA</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>Actions</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {staff.data.map((m) => (
                  <Table.Tr key={m.id}>
                    <Table.Td fw={500}>{fullName(m)}</Table.Td>
                    <Table.Td>
                      <Text size="sm" style={{ wordBreak: 'break-all' }}>
                        {m.email ?? '—'}
                      </Text>
                    </Table.Td>
                    <Table.Td>{m.firm_access ? FIRM_ACCESS_LABELS[m.firm_access] : '—'}</Table.Td>
                    <Table.Td>{m.group?.name ?? '—'}</Table.Td>
                    <Table.Td>
                      <StatusBadge color={statusColor[m.status]}>{STAFF_STATUS_LABELS[m.status]}</StatusBadge>
                    </Table.Td>
                    <Table.Td>{m.last_sign_in_at ? formatDate(m.last_sign_in_at) : 'Never'}</Table.Td>
                    <Table.Td>{m.enabled_2fa ? 'On' : 'Off'}</Table.Td>
                    <Table.Td>{rowActions(m)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      )}
      <InviteStaffDialog opened={inviting} onClose={() => setInviting(false)} groups={groups} />
      <EditStaffDialog member={editing} onClose={() => setEditing(null)} groups={groups} />
      <ConfirmDialog
        opened={deactivating !== null}
        title="Deactivate staff member"
        message={
          deactivating
            ? `Deactivate ${fullName(deactivating)}? They are signed out at once and cannot sign in until reactivated.`
            : ''
        }
        confirmLabel="Deactivate"
        danger
        pending={deactivate.isPending}
        onClose={() => setDeactivating(null)}
        onConfirm={() =>
          deactivating &&
          deactivate.mutate(deactivating.id, {
            onSuccess: () => notify.success(staffMessages.deactivated),
            onError: failed,
            onSettled: () => setDeactivating(null),
          })
        }
      />
    </Stack>
  );
}
