import { Skeleton, Stack } from '@mantine/core';
import { defaultTaxYear } from '@portal/domain';
import { useState } from 'react';
import { Outlet, useParams } from 'react-router';
import { NotFound } from '../../components/not-found';
import { RenderFailure } from '../../components/render-failure';
import { isApiError } from '../../lib/api-client';
import { useEntityByHash } from '../../features/entities/api/get-entity';
import { useRelatedEntities } from '../../features/entities/api/get-related-entities';
import { EntityHeader } from '../../features/entities/components/entity-header';
import { EntityNav } from '../../features/entities/components/entity-nav';
import { useExportableDocuments } from '../../features/connect/api/export-exportable-documents';
import { EntitySwitcher } from '../../features/entities/components/entity-switcher';
import { useEntityConversations } from '../../features/conversation-list/api/entity-conversations';
import { EntityActions } from '../entity-actions';
import { PreviewEntityAsClient } from '../preview-as-client-action';
import { useSession } from '../session';

/** The entity view at /admin/{hash}: header, switcher and the entity's pages below. */
export function Component() {
  const { companyHash = '' } = useParams();
  const entity = useEntityByHash(companyHash);
  const related = useRelatedEntities(entity.data?.id);
  // Messages opens only when the entity has a conversation (one is made when it has owners to talk to).
  const conversations = useEntityConversations(entity.data?.id);
  // Connect opens for Individual entities with documents to export in the season being prepared.
  const session = useSession();
  const [connectYear] = useState(() => defaultTaxYear(new Date()));
  const exportable = useExportableDocuments(
    entity.data?.id ?? null,
    connectYear,
    !!session?.firm.preferences.review_and_export_enabled && entity.data?.entity_type === 'Individual',
  );
  if (entity.isError) {
    return isApiError(entity.error) && entity.error.status === 404 ? <NotFound /> : <RenderFailure />;
  }
  if (!entity.data) {
    return (
      <Stack gap="sm" role="status" aria-label="Loading the entity">
        <Skeleton h={32} w="40%" />
        <Skeleton h={14} w="30%" />
        <Skeleton h={36} w="60%" />
        <Skeleton h={160} />
      </Stack>
    );
  }
  const e = entity.data;
  return (
    <Stack gap="md">
      <EntityHeader
        entity={e}
        switcher={<EntitySwitcher related={related.data} />}
        actions={
          <>
            <EntityActions entity={e} />
            <PreviewEntityAsClient entity={e} />
          </>
        }
      />
      <EntityNav
        hashId={e.hash_id}
        entityType={e.entity_type}
        ownerCount={e.owners.length}
        hasConversation={conversations.data ? conversations.data.total > 0 : undefined}
        hasExportableDocuments={(exportable.data?.length ?? 0) > 0}
      />
      <Outlet context={e} />
    </Stack>
  );
}
