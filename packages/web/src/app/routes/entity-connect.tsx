import { Alert, Title } from '@mantine/core';
import { connectMessages } from '@portal/domain';
import { ExportDocumentsPanel } from '../../features/connect/components/export-documents-panel';
import { useCurrentEntityDetail } from '../entity-outlet';
import { useSession } from '../session';

/** /admin/{hash}/connect: the entity's Connect tab, its exportable documents (Individual entities only). */
export function Component() {
  const entity = useCurrentEntityDetail();
  const session = useSession();
  const reason = !session?.firm.preferences.review_and_export_enabled
    ? connectMessages.exportDisabled
    : entity.entity_type !== 'Individual'
      ? connectMessages.individualsOnly
      : null;
  return (
    <>
      <Title order={2} size="h3">
        Connect
      </Title>
      {reason ? (
        <Alert color="gray" role="status">
          {reason}
        </Alert>
      ) : (
        <ExportDocumentsPanel key={entity.id} company={{ id: entity.id, name: entity.name, hashId: entity.hash_id }} />
      )}
    </>
  );
}
