import { ActionIcon, Alert, Badge, Text, Tooltip } from '@mantine/core';
import { dropLinkMessages, type DropLink, type UserListItem } from '@portal/domain';
import { IconCopy } from '@tabler/icons-react';
import { useState } from 'react';
import { AdminList } from '../../../components/admin-list/admin-list';
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
    <AdminList<DropLink>
      title="Drop Links"
      level="page"
      description="Anyone with a drop link can send the firm files without signing in. The firm users you choose are notified of every upload."
      create={{ label: 'Create Drop Link', onClick: () => setEditing({ link: null }) }}
      label="Drop links"
      rows={links.data}
      error={links.error}
      errorTitle={DROP_LINK_TEXTS.loadFailed}
      empty={
        <EmptyState
          title="No drop links yet"
          description="Create one to collect files from anyone you share it with."
        />
      }
      minWidth={640}
      rowKey={(l) => l.id}
      rowLabel={(l) => l.name}
      columns={[
        { header: 'Name', strong: true, render: (l) => l.name },
        {
          header: 'Link',
          render: (l) => (
            <Tooltip label="Copy link">
              <ActionIcon variant="default" aria-label={`Copy link of ${l.name}`} onClick={() => void copy(l)}>
                <IconCopy size={16} aria-hidden />
              </ActionIcon>
            </Tooltip>
          ),
        },
        {
          header: 'Unseen',
          render: (l) =>
            l.unseen_count > 0 ? (
              <Badge color="blue" aria-label={`${l.unseen_count} unseen`}>
                {l.unseen_count}
              </Badge>
            ) : (
              <Text size="sm">0</Text>
            ),
        },
        { header: 'Uploads', render: (l) => l.upload_count },
      ]}
      actions={[
        { label: 'Uploads', ariaLabel: (l) => `Uploads of ${l.name}`, onClick: (l) => onOpenLink(l.id) },
        { label: 'Edit', onClick: (l) => setEditing({ link: l }) },
        {
          label: 'Delete',
          confirm: {
            title: 'Delete drop link',
            message: (l) => `Delete the drop link ${l.name}? Visitors can no longer upload through it.`,
            run: (l) => remove.mutateAsync(l.id),
            onDone: () => notify.success(dropLinkMessages.deleted),
            onFailed: (e) => notify({ kind: 'error', title: DROP_LINK_TEXTS.deleteFailed, message: e.message }),
          },
        },
      ]}
    >
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
    </AdminList>
  );
}
