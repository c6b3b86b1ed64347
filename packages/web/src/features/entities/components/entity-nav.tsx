import { Button, Group, Tooltip, VisuallyHidden } from '@mantine/core';
import { useId } from 'react';
import { messageMessages } from '@portal/domain';
import { Link, useLocation } from 'react-router';

export const NO_OWNERS_TO_MESSAGE = messageMessages.noActiveOwners;
export const CONNECT_INDIVIDUAL_ONLY = 'Connect is only available for individual entities';
export const NO_EXPORTABLE_DOCUMENTS = 'No exportable documents found for this entity';

interface NavItem {
  label: string;
  to: string;
  /** Why the item cannot be opened now, shown as its tooltip. */
  disabledReason?: string;
}

function DisabledItem({ item }: { item: NavItem }) {
  const id = useId();
  return (
    <>
      <Tooltip label={item.disabledReason} withArrow events={{ hover: true, focus: true, touch: true }}>
        <Button
          variant="subtle"
          color="gray"
          data-disabled
          aria-disabled
          aria-describedby={id}
          onClick={(e) => e.preventDefault()}
        >
          {item.label}
        </Button>
      </Tooltip>
      <VisuallyHidden id={id}>{item.disabledReason}</VisuallyHidden>
    </>
  );
}

export interface EntityNavProps {
  hashId: string;
  entityType: string;
  ownerCount: number;
  /**
   * Whether the entity has a conversation to open (spec 000 §2: Messages is disabled without one). Until
   * that is known, an entity with owners is taken to have one.
   */
  hasConversation?: boolean;
  /**
   * Whether Connect has documents to export for the entity (spec 000 §2: Connect opens only for Individual
   * entities with exportable documents); false while unknown or when the firm has review and export off.
   */
  hasExportableDocuments?: boolean;
}

/** The entity view's pages (spec 000 §2): Dashboard, Messages, Documents and Connect. */
export function EntityNav({ hashId, entityType, ownerCount, hasConversation, hasExportableDocuments }: EntityNavProps) {
  const { pathname } = useLocation();
  const base = `/admin/${hashId}`;
  const items: NavItem[] = [
    { label: 'Dashboard', to: base },
    {
      label: 'Messages',
      to: `${base}/messages`,
      disabledReason: (hasConversation ?? ownerCount > 0) ? undefined : NO_OWNERS_TO_MESSAGE,
    },
    { label: 'Documents', to: `${base}/documents` },
    {
      label: 'Connect',
      to: `${base}/connect`,
      disabledReason:
        entityType !== 'Individual'
          ? CONNECT_INDIVIDUAL_ONLY
          : hasExportableDocuments
            ? undefined
            : NO_EXPORTABLE_DOCUMENTS,
    },
  ];
  const isActive = (to: string) => (to === base ? pathname === base : pathname === to || pathname.startsWith(`${to}/`));
  return (
    <Group component="nav" aria-label="Entity navigation" gap={4} wrap="wrap">
      {items.map((item) =>
        item.disabledReason ? (
          <DisabledItem key={item.label} item={item} />
        ) : (
          <Button
            key={item.label}
            component={Link}
            to={item.to}
            variant={isActive(item.to) ? 'light' : 'subtle'}
            aria-current={isActive(item.to) ? 'page' : undefined}
          >
            {item.label}
          </Button>
        ),
      )}
    </Group>
  );
}
