import { Button, Menu } from '@mantine/core';
import type { EntityDetail } from '@portal/domain';
import { IconChevronDown, IconEye } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { clientPreviewPath, type PreviewReturn } from '../features/preview/preview-links';

export const PREVIEW_AS_CLIENT = 'Preview as client';

/** Opens the client preview (spec 000 §2) of one client; Exit preview comes back to this page. */
export function PreviewAsClientButton({ userId, companyHash }: { userId: number; companyHash?: string }) {
  const here = useLocation();
  return (
    <Button
      variant="default"
      component={Link}
      to={clientPreviewPath(userId, { companyHash })}
      state={{ previewFrom: here.pathname + here.search } satisfies PreviewReturn}
      leftSection={<IconEye size={16} aria-hidden />}
    >
      {PREVIEW_AS_CLIENT}
    </Button>
  );
}

/**
 * The entity view's preview: as its owner sees it, with this entity current. With several owners staff
 * choose whose portal to look at, the primary contact first.
 */
export function PreviewEntityAsClient({ entity }: { entity: EntityDetail }) {
  const here = useLocation();
  const owners = [...entity.owners].sort((a, b) => Number(b.id === entity.user_id) - Number(a.id === entity.user_id));
  if (owners.length === 0) return null;
  if (owners.length === 1) return <PreviewAsClientButton userId={owners[0]!.id} companyHash={entity.hash_id} />;
  const state = { previewFrom: here.pathname + here.search } satisfies PreviewReturn;
  return (
    // Inside the page, not a portal: the choices stay within the page's landmarks.
    <Menu position="bottom-end" withinPortal={false}>
      <Menu.Target>
        <Button
          variant="default"
          leftSection={<IconEye size={16} aria-hidden />}
          rightSection={<IconChevronDown size={14} aria-hidden />}
        >
          {PREVIEW_AS_CLIENT}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {owners.map((o) => (
          <Menu.Item
            key={o.id}
            component={Link}
            to={clientPreviewPath(o.id, { companyHash: entity.hash_id })}
            state={state}
          >
            {o.full_name}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
