import {
  ActionIcon,
  Alert,
  Badge,
  Box,
  Button,
  Group,
  Loader,
  Select,
  Skeleton,
  Stack,
  Switch,
  Text,
  TextInput,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notificationRoute, type Notification, type NotificationAudience } from '@portal/domain';
import { IconSearch, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EmptyState } from '../../../components/empty-state';
import { formatWhen } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { useDismissAllNotifications } from '../api/dismiss-all-notifications';
import { useDismissNotification } from '../api/dismiss-notification';
import { useNotificationList } from '../api/list-notifications';
import { NOTIFICATION_TYPE_OPTIONS } from './notification-type-checkboxes';

/** The user search debounce (spec 000 §9). */
export const NOTIFICATION_SEARCH_DEBOUNCE_MS = 300;
/** The notification dialog's empty state (spec 002 §2), verbatim. */
export const NO_NOTIFICATIONS = 'No Notifications';
export const DISMISS_ALL_QUESTION = 'Dismiss all your notifications? They will no longer count as unread.';

const typeLabel = (typeId: number) => NOTIFICATION_TYPE_OPTIONS.find((t) => t.id === typeId)?.label ?? 'Information';
const typeOptions = [
  { value: 'all', label: 'All types' },
  ...NOTIFICATION_TYPE_OPTIONS.map((t) => ({ value: String(t.id), label: t.label })),
];

export interface NotificationsPanelProps {
  /** Called after an item took the user somewhere, so the surrounding panel can close. */
  onNavigate: () => void;
  /** Dialogs opened from the panel sit above it. */
  confirmZIndex?: number;
  /** Whose screens a link opens: an advisor's conversation is under /messages, a client's under /inbox. */
  audience?: NotificationAudience;
}

/**
 * The caller's notifications (spec 000 §7): search, unread only and type filters, pages loaded on
 * demand, Dismiss per item and Dismiss all. Opening an item dismisses it and follows its link.
 */
export function NotificationsPanel({ onNavigate, confirmZIndex = 400, audience = 'staff' }: NotificationsPanelProps) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, NOTIFICATION_SEARCH_DEBOUNCE_MS);
  const [unreadOnly, setUnreadOnly] = useState(false);
  const [type, setType] = useState<number | null>(null);
  const [confirming, setConfirming] = useState(false);
  const list = useNotificationList({ search: debounced.trim(), unreadOnly, type });
  const dismiss = useDismissNotification();
  const dismissAll = useDismissAllNotifications();
  const navigate = useNavigate();

  const items = list.data?.pages.flatMap((p) => p.notifications) ?? [];
  const first = list.data?.pages[0];
  const unread = first?.unread_count ?? 0;

  const open = (n: Notification) => {
    if (!n.dismissed) dismiss.mutate(n.id);
    const to = notificationRoute(n.link, audience);
    if (to) {
      navigate(to);
      onNavigate();
    }
  };

  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="nowrap">
        <Text size="sm" c="dimmed" aria-live="polite">
          {first ? `${unread} unread` : '\u00a0'}
        </Text>
        <Button size="xs" variant="light" disabled={unread === 0} onClick={() => setConfirming(true)}>
          Dismiss all
        </Button>
      </Group>
      <TextInput
        label="Search notifications"
        type="search"
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
        leftSection={<IconSearch size={16} aria-hidden />}
        rightSection={list.isFetching && !list.isFetchingNextPage ? <Loader size="xs" aria-hidden /> : null}
      />
      <Group gap="md" align="flex-end" wrap="wrap">
        <Select
          label="Type"
          data={typeOptions}
          value={type === null ? 'all' : String(type)}
          onChange={(v) => setType(!v || v === 'all' ? null : Number(v))}
          allowDeselect={false}
          comboboxProps={{ zIndex: confirmZIndex }}
          w={200}
        />
        <Switch
          label="Unread only"
          checked={unreadOnly}
          onChange={(e) => setUnreadOnly(e.currentTarget.checked)}
          mb={8}
        />
      </Group>

      {list.isError && !list.data ? (
        <Alert color="red" variant="light" role="alert">
          {list.error.message}
        </Alert>
      ) : !list.data ? (
        <Stack gap="xs" role="status" aria-label="Loading notifications">
          <Skeleton h={48} />
          <Skeleton h={48} />
        </Stack>
      ) : items.length === 0 ? (
        <EmptyState title={NO_NOTIFICATIONS} />
      ) : (
        <Stack gap="xs">
          <Stack
            gap={0}
            component="ul"
            aria-label="Notifications, newest first"
            style={{ listStyle: 'none', padding: 0, margin: 0 }}
          >
            {items.map((n) => (
              <NotificationItem
                key={n.id}
                notification={n}
                onOpen={() => open(n)}
                onDismiss={() => dismiss.mutate(n.id)}
              />
            ))}
          </Stack>
          {list.hasNextPage ? (
            <Button variant="default" onClick={() => void list.fetchNextPage()} loading={list.isFetchingNextPage}>
              Load more
            </Button>
          ) : null}
        </Stack>
      )}

      <ConfirmDialog
        opened={confirming}
        title="Dismiss all notifications"
        message={DISMISS_ALL_QUESTION}
        confirmLabel="Dismiss all"
        zIndex={confirmZIndex}
        pending={dismissAll.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          dismissAll.mutate(undefined, {
            onSuccess: () => setConfirming(false),
            onError: (e) => notify.error(e.message),
          })
        }
      />
    </Stack>
  );
}

function NotificationItem({
  notification: n,
  onOpen,
  onDismiss,
}: {
  notification: Notification;
  onOpen: () => void;
  onDismiss: () => void;
}) {
  // A recent notification says how long ago ('just now' within 12 seconds, spec 002 §9), an older one its date.
  const when = formatWhen(n.created_at);
  return (
    <Box
      component="li"
      py="xs"
      px="xs"
      style={{
        borderBottom: '1px solid var(--mantine-color-default-border)',
        borderLeft: `3px solid ${n.dismissed ? 'transparent' : 'var(--mantine-primary-color-filled)'}`,
      }}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <UnstyledButton onClick={onOpen} style={{ flex: 1, minWidth: 0 }}>
          <Text size="sm" fw={n.dismissed ? 400 : 600} style={{ overflowWrap: 'anywhere' }}>
            {n.text}
          </Text>
          <Group gap="xs" mt={2} wrap="wrap">
            {n.client_name ? (
              <Text size="xs" c="dimmed">
                {n.client_name}
              </Text>
            ) : null}
            <Text size="xs" c="dimmed" component="time" dateTime={n.created_at}>
              {when}
            </Text>
            <Badge size="xs" variant="light" color="gray">
              {typeLabel(n.type_id)}
            </Badge>
            {n.dismissed ? null : (
              <Text size="xs" fw={600} c="blue.8">
                Unread
              </Text>
            )}
          </Group>
        </UnstyledButton>
        {n.dismissed ? null : (
          <Tooltip label="Dismiss" withinPortal={false}>
            <ActionIcon variant="subtle" color="gray" aria-label={`Dismiss: ${n.text}`} onClick={onDismiss}>
              <IconX size={16} aria-hidden />
            </ActionIcon>
          </Tooltip>
        )}
      </Group>
    </Box>
  );
}
