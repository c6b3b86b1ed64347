import { Text } from '@mantine/core';
import {
  FIRM_ACCESS_LABELS,
  fullName,
  STAFF_STATUS_LABELS,
  staffMessages,
  type FirmGroup,
  type StaffMember,
  type StaffStatus,
} from '@portal/domain';
import { IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { AdminList } from '../../../components/admin-list/admin-list';
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
  const resend = useResendInvite();
  const deactivate = useDeactivateStaff();
  const reactivate = useReactivateStaff();

  return (
    <AdminList<StaffMember>
      title="Staff"
      create={{
        label: 'Invite staff member',
        onClick: () => setInviting(true),
        icon: <IconUserPlus size={16} aria-hidden />,
      }}
      label="Firm users"
      loadingLabel="Loading staff"
      rows={staff.data}
      error={staff.error}
      empty={<EmptyState description="There are no staff members yet." />}
      // Scrolls sideways on a phone rather than squeezing the columns.
      minWidth={860}
      highlightOnHover
      rowKey={(m) => m.id}
      rowLabel={fullName}
      columns={[
        { header: 'Name', strong: true, render: fullName },
        {
          header: 'Email',
          render: (m) => (
            <Text size="sm" style={{ wordBreak: 'break-all' }}>
              {m.email ?? '—'}
            </Text>
          ),
        },
        { header: 'Access level', render: (m) => (m.firm_access ? FIRM_ACCESS_LABELS[m.firm_access] : '—') },
        { header: 'Group', render: (m) => m.group?.name ?? '—' },
        {
          header: 'Status',
          render: (m) => <StatusBadge color={statusColor[m.status]}>{STAFF_STATUS_LABELS[m.status]}</StatusBadge>,
        },
        { header: 'Last sign-in', render: (m) => (m.last_sign_in_at ? formatDate(m.last_sign_in_at) : 'Never') },
        { header: '2FA', render: (m) => (m.enabled_2fa ? 'On' : 'Off') },
      ]}
      actionsAs="menu"
      actions={[
        { label: 'Change access / group', onClick: (m) => setEditing(m) },
        {
          label: 'Resend invite',
          shown: (m) => m.status === 'invited',
          onClick: (m) =>
            resend.mutate(m.id, {
              onSuccess: () => notify.success(staffMessages.resent(m.email ?? fullName(m)), 'Invitation sent'),
              onError: failed,
            }),
        },
        {
          label: 'Reactivate',
          shown: (m) => m.status === 'deactivated',
          onClick: (m) =>
            reactivate.mutate(m.id, { onSuccess: () => notify.success(staffMessages.reactivated), onError: failed }),
        },
        {
          label: 'Deactivate',
          shown: (m) => m.status !== 'deactivated',
          color: 'red.9',
          confirm: {
            title: 'Deactivate staff member',
            message: (m) =>
              `Deactivate ${fullName(m)}? They are signed out at once and cannot sign in until reactivated.`,
            run: (m) => deactivate.mutateAsync(m.id),
            onDone: () => notify.success(staffMessages.deactivated),
            onFailed: failed,
          },
        },
      ]}
    >
      <InviteStaffDialog opened={inviting} onClose={() => setInviting(false)} groups={groups} />
      <EditStaffDialog member={editing} onClose={() => setEditing(null)} groups={groups} />
    </AdminList>
  );
}
