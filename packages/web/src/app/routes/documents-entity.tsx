import { Button, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useRelatedEntities } from '../../features/entities/api/get-related-entities';
import { AnnotationLayer } from '../../features/annotations/components/annotation-layer';
import {
  DocumentPreview,
  type DocumentPreviewProps,
} from '../../features/document-preview/components/document-preview';
import { DocumentsScreen } from '../../features/documents/components/documents-screen';
import { can, type DocumentItem } from '@portal/domain';
import { useState } from 'react';
import { MultiFormUploadConfirmation } from '../../features/connect/components/review-multi-form-confirmation';
import { useCurrentEntityDetail } from '../entity-outlet';
import { actorOf } from '../firm-scope';
import { useSession } from '../session';

/** The file preview with the annotations feature's layer over a PDF's pages. */
function AnnotatedPreview(props: DocumentPreviewProps) {
  return <DocumentPreview {...props} pdfLayer={AnnotationLayer} />;
}

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
  // After staff upload PDFs, they are offered the Multi-Form Upload Confirmation (which PDFs hold several
  // forms). An offer, not a dialog that opens by itself over the upload's own.
  const [uploadedPdfs, setUploadedPdfs] = useState<DocumentItem[]>([]);
  const [confirming, setConfirming] = useState(false);
  const offerSplit =
    processorOn && !!session?.user.is_advisor
      ? (stored: DocumentItem[]) => setUploadedPdfs(stored.filter((d) => d.file_type === 'pdf'))
      : undefined;
  return (
    <>
      {processorOn && (
        <Group justify="flex-end" mb="xs" gap="xs">
          {uploadedPdfs.length > 0 && (
            <>
              <Text size="sm">
                {uploadedPdfs.length === 1 ? 'A PDF was' : `${uploadedPdfs.length} PDFs were`} just uploaded. Several
                forms in one?
              </Text>
              <Button size="xs" onClick={() => setConfirming(true)}>
                Split into forms…
              </Button>
            </>
          )}
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
        preview={annotationsOn ? AnnotatedPreview : DocumentPreview}
        onUploadedFiles={offerSplit}
      />
      <MultiFormUploadConfirmation
        companyId={entity.id}
        entityHash={entity.hash_id}
        uploaded={confirming ? uploadedPdfs : []}
        onClose={() => {
          setConfirming(false);
          setUploadedPdfs([]);
        }}
      />
    </>
  );
}
