import { Button, Group } from '@mantine/core';
import { Link } from 'react-router';
import { useRelatedEntities } from '../../features/entities/api/get-related-entities';
import { AnnotationLayer } from '../../features/annotations/components/annotation-layer';
import { DocumentsScreen } from '../../features/documents/components/documents-screen';
import { can } from '@portal/domain';
import { useCurrentEntityDetail } from '../entity-outlet';
import { actorOf } from '../firm-scope';
import { useSession } from '../session';

/** /admin/{hash}/documents?path=&file=: the entity's documents for staff, under the entity view. */
export function Component() {
  const entity = useCurrentEntityDetail();
  const session = useSession();
  const tagsOn = session?.firm.preferences.document_tags_enabled ?? false;
  // Spec 001 §4: advisors annotate PDFs when the firm has annotation_enabled.
  const annotationsOn = !!session?.user.is_advisor && session.firm.preferences.annotation_enabled;
  const related = useRelatedEntities(entity.id);
  const moveTargets = [
    { id: entity.id, name: entity.name },
    ...(related.data ?? []).filter((r) => r.id !== entity.id).map((r) => ({ id: r.id, name: r.name })),
  ];
  const processorOn = session?.firm.preferences.bulk_upload_processor ?? false;
  return (
    <>
      {processorOn && (
        <Group justify="flex-end" mb="xs">
          <Button component={Link} to={`/admin/${entity.hash_id}/review-uploads`} variant="light" size="xs">
            Bulk Upload Processor Review
          </Button>
        </Group>
      )}
      <DocumentsScreen
        key={entity.id}
        company={{ id: entity.id, name: entity.name }}
        audience="staff"
        headingLevel={2}
        showTags={tagsOn}
        canTag={tagsOn && !!session && can(actorOf(session), 'documents.tag')}
        viewerId={session?.user.id ?? null}
        moveTargets={moveTargets}
        readOnlyReason="Changes are not allowed in this folder."
        pdfLayer={annotationsOn ? AnnotationLayer : undefined}
      />
    </>
  );
}
