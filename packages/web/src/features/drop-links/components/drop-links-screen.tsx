import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Group,
  Paper,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { dropLinkMessages, type DropLink, type UserListItem } from '@portal/domain';
import { IconCopy, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EmptyState } from '../../../components/empty-state';
import { notify } from '../../../lib/notify';
import { useDeleteDropLink } from '../api/delete-drop-link';
import { useDropLinks } from '../api/list-drop-links';
import { DropLinkDialog } from './drop-link-dialog';
import { DropLinkUploadsDialog } from './drop-link-uploads-dialog';

export const DROP_LINK_TEXTS = {
  copied: 'Link copied to clipboard',
  copyFailed: 'The link could not be copied. Please copy it from the address shown.',
  loadFailed: 'Failed to load drop links',
  deleteFailed: 'Failed to delete drop link',
};

/** The address a visitor opens: the public page with the link's token. */
export const dropLinkUrl = (token: string, origin = window.location.origin) =>
  `${origin}/drop-link?token=${encodeURIComponent(token)}`;

export interface DropLinksScreenProps {
  /** The firm users a link can notify. */
  staff: UserListItem[];
  staffLoading?: boolean;
  /** The link whose uploads are open (from `?dropLinkId=`), and how to change it. */
  openLinkId: number | null;
  onOpenLink: (id: number | null) => void;
}

/** /admin-drop-links (spec 002 §2): the firm's drop links; create, edit, delete, and their uploads. */
export function DropLinksScreen({ staff, staffLoading, openLinkId, onOpenLink }: DropLinksScreenProps) {
  const links = useDropLinks();
  const [editing, setEditing] = useState<{ link: DropLink | null } | null>(null);
  const [deleting, setDeleting] = useState<DropLink | null>(null);
  const remove = useDeleteDropLink();
  const openLink = links.data?.find((l) => l.id === openLinkId) ?? null;

  const copy = async (link: DropLink) => {
    try {
      await navigator.clipboard.writeText(dropLinkUrl(link.token));
      notify.success(DROP_LINK_TEXTS.copied);
    } catch {
      notify.error(`${DROP_LINK_TEXTS.copyFailed} ${dropLinkUrl(link.token)}`);
    }
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Title order={1} size="h2">
          Drop Links
        </Title>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing({ link: null })}>
          Create Drop Link
        </Button>
      </Group>
      <Text size="sm" c="dimmed">
        Anyone with a drop link can send the firm files without signing in. The firm users you choose are notified of
        every upload.
      </Text>
      {links.isError ? (
        <Alert color="red" variant="light" role="alert" title={DROP_LINK_TEXTS.loadFailed}>
          {links.error.message}
        </Alert>
      ) : !links.data ? (
        <Stack gap="xs" role="status" aria-label="Loading drop links">
          <Skeleton h={40} />
          <Skeleton h={40} />
        </Stack>
      ) : links.data.length === 0 ? (
        <EmptyState
          title="No drop links yet"
          description="Create one to collect files from anyone you share it with."
        />
      ) : (
        <Paper withBorder radius="md">
          <Table.ScrollContainer minWidth={640}>
            <Table aria-label="Drop links" verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Name</Table.Th>
                  <Table.Th>Link</Table.Th>
                  <Table.Th>Unseen</Table.Th>
                  <Table.Th>Uploads</Table.Th>
                  <Table.Th>Actions</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {links.data.map((l) => (
                  <Table.Tr key={l.id}>
                    <Table.Td fw={500}>{l.name}</Table.Td>
                    <Table.Td>
                      <Tooltip label="Copy link">
                        <ActionIcon
                          variant="default"
                          aria-label={`Copy link of ${l.name}`}
                          onClick={() => void copy(l)}
                        >
                          <IconCopy size={16} aria-hidden />
                        </ActionIcon>
                      </Tooltip>
                    </Table.Td>
                    <Table.Td>
                      {l.unseen_count > 0 ? (
                        <Badge color="blue" aria-label={`${l.unseen_count} unseen`}>
                          {l.unseen_count}
                        </Badge>
                      ) : (
                        <Text size="sm">0</Text>
                      )}
                    </Table.Td>
                    <Table.Td>{l.upload_count}</Table.Td>
                    <Table.Td>
                      <Group gap="xs" wrap="nowrap">
                        <Button
                          variant="default"
                          size="compact-sm"
                          aria-label={`Uploads of ${l.name}`}
                          onClick={() => onOpenLink(l.id)}
                        >
                          Uploads
                        </Button>
                        <Button
                          variant="default"
                          size="compact-sm"
                          aria-label={`Edit ${l.name}`}
                          onClick={() => setEditing({ link: l })}
                        >
                          Edit
                        </Button>
                        <Button
                          variant="default"
                          size="compact-sm"
                          aria-label={`Delete ${l.name}`}
                          onClick={() => setDeleting(l)}
                        >
                          Delete
                        </Button>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      )}
      {links.data && openLinkId !== null && !openLink ? (
        <Alert color="yellow" variant="light" role="alert" withCloseButton onClose={() => onOpenLink(null)}>
          That drop link no longer exists.
        </Alert>
      ) : null}
      <DropLinkDialog
        opened={editing !== null}
        link={editing?.link ?? null}
        staff={staff}
        staffLoading={staffLoading}
        onClose={() => setEditing(null)}
      />
      <DropLinkUploadsDialog link={openLink} onClose={() => onOpenLink(null)} />
      <ConfirmDialog
        opened={deleting !== null}
        title="Delete drop link"
        message={`Delete the drop link ${deleting?.name ?? ''}? Visitors can no longer upload through it.`}
        confirmLabel="Delete"
        danger
        pending={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => notify.success(dropLinkMessages.deleted),
            onError: (e) => notify({ kind: 'error', title: DROP_LINK_TEXTS.deleteFailed, message: e.message }),
            onSettled: () => setDeleting(null),
          })
        }
      />
    </Stack>
  );
}
