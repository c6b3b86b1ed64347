import { Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { EntityPicker } from '../../../components/entity-picker/entity-picker';
import type { EntityOption } from '../../../components/entity-picker/search-entities';
import { ExportDocumentsPanel } from './export-documents-panel';

/** /review-and-export (spec 000 §2 Connect): pick an entity, review its exportable documents, export them. */
export function ExportReviewPage({ now }: { now?: () => Date }) {
  const [entity, setEntity] = useState<EntityOption | null>(null);
  return (
    <Stack gap="md" maw={960}>
      <Title order={1}>Review and export</Title>
      <EntityPicker id="connect-entity" value={entity} onChange={setEntity} />
      {entity ? (
        <ExportDocumentsPanel key={entity.id} company={entity} now={now} />
      ) : (
        <Text c="dimmed" size="sm">
          Choose an individual entity to see its documents in tax-form order and export them as one PDF or a zip.
        </Text>
      )}
    </Stack>
  );
}
