import { Menu } from '@mantine/core';
import type { CollectRow } from '@portal/domain';
import {
  IconBell,
  IconListCheck,
  IconSignature,
  IconTag,
  IconCheck,
  IconEye,
  IconFileExport,
  IconLink,
  IconKey,
  IconLock,
  IconLockOpen,
  IconRestore,
  IconArrowBackUp,
  IconSend,
  IconTrash,
  IconX,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { questionnairePreviewPath } from '../../../../lib/questionnaires/questionnaire-paths';
import type { CollectActionKind, FirmActionKind } from './use-collect-actions';

export interface CollectRowMenuHandlers {
  onAction: (kind: CollectActionKind, q: CollectRow) => void;
  onCopyLink: (q: CollectRow) => void;
  onSendReminder: (q: CollectRow) => void;
  onExport: (q: CollectRow) => void;
  /** The firm's review actions (spec 001 §2): the dialogs are the screen's. */
  onFirmAction?: (kind: FirmActionKind, q: CollectRow) => void;
}

const icon = { size: 16, 'aria-hidden': true } as const;

/**
 * A row's actions. A deleted questionnaire offers only Restore (spec 001 §4); the others offer what
 * their state allows: Unsubmit only once submitted and not completed, 'Send to user' only for drafts (spec 001 §4).
 */
export function collectRowMenuItems(q: CollectRow, h: CollectRowMenuHandlers) {
  if (q.deleted_at) {
    return (
      <Menu.Item leftSection={<IconRestore {...icon} />} onClick={() => h.onAction('restore', q)}>
        Restore
      </Menu.Item>
    );
  }
  const chasing = !q.is_draft && !q.completed && !q.locked;
  return (
    <>
      <Menu.Item leftSection={<IconEye {...icon} />} component={Link} to={questionnairePreviewPath(q.company.id, q.id)}>
        Preview
      </Menu.Item>
      <Menu.Item leftSection={<IconLink {...icon} />} onClick={() => h.onCopyLink(q)}>
        Copy link
      </Menu.Item>
      {chasing ? (
        <Menu.Item leftSection={<IconBell {...icon} />} onClick={() => h.onSendReminder(q)}>
          Send reminder
        </Menu.Item>
      ) : null}
      {q.is_draft ? (
        <Menu.Item leftSection={<IconSend {...icon} />} onClick={() => h.onAction('send_draft', q)}>
          Send to user
        </Menu.Item>
      ) : null}
      {q.locked ? (
        <Menu.Item leftSection={<IconLockOpen {...icon} />} onClick={() => h.onAction('unlock', q)}>
          Unlock
        </Menu.Item>
      ) : (
        <Menu.Item leftSection={<IconLock {...icon} />} onClick={() => h.onAction('lock', q)}>
          Lock
        </Menu.Item>
      )}
      {q.completed ? (
        <Menu.Item leftSection={<IconX {...icon} />} onClick={() => h.onAction('incomplete', q)}>
          Mark incomplete
        </Menu.Item>
      ) : (
        <Menu.Item leftSection={<IconCheck {...icon} />} onClick={() => h.onAction('complete', q)}>
          Mark completed
        </Menu.Item>
      )}
      {q.submitted_at && !q.completed ? (
        <Menu.Item leftSection={<IconArrowBackUp {...icon} />} onClick={() => h.onAction('unsubmit', q)}>
          Unsubmit
        </Menu.Item>
      ) : null}
      {h.onFirmAction ? (
        <>
          {/* Locked disables requesting additional items (spec 001 §4). */}
          {q.locked ? null : (
            <Menu.Item leftSection={<IconListCheck {...icon} />} onClick={() => h.onFirmAction!('open_items', q)}>
              Request additional items
            </Menu.Item>
          )}
          <Menu.Item leftSection={<IconSignature {...icon} />} onClick={() => h.onFirmAction!('signature', q)}>
            Request signature
          </Menu.Item>
          <Menu.Item leftSection={<IconTag {...icon} />} onClick={() => h.onFirmAction!('status', q)}>
            Set status
          </Menu.Item>
          {/* A draft has not reached the client yet: there is nothing for a link to open. */}
          {q.is_draft ? null : (
            <Menu.Item leftSection={<IconKey {...icon} />} onClick={() => h.onFirmAction!('sign_in_links', q)}>
              Send sign-in links
            </Menu.Item>
          )}
        </>
      ) : null}
      <Menu.Item leftSection={<IconFileExport {...icon} />} onClick={() => h.onExport(q)}>
        Export
      </Menu.Item>
      <Menu.Divider />
      <Menu.Item color="red.9" leftSection={<IconTrash {...icon} />} onClick={() => h.onAction('delete', q)}>
        Delete
      </Menu.Item>
    </>
  );
}
