import { documentMessages } from '@portal/domain';
import { IconFolderOff } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { EmptyState } from '../../components/empty-state';
import { NotFound } from '../../components/not-found';
import { PageLoader } from '../../components/page-loader';
import { RenderFailure } from '../../components/render-failure';
import { DocumentPreview } from '../../features/document-preview/components/document-preview';
import { DocumentsScreen } from '../../features/documents/components/documents-screen';
import { useMyEntities } from '../../features/entities/api/get-my-entities';
import { useCurrentEntity } from '../current-entity';
import { useSession } from '../session';

export const DOCUMENTS_HIDDEN_TITLE = 'Documents are not available';
export const DOCUMENTS_HIDDEN_TEXT =
  'Your firm does not share documents in the portal. Use Messages to send files or ask your firm for them.';
export const READ_ONLY_REASON =
  'This account or entity is read-only: you can open and download documents, but not upload, create folders or delete.';

/**
 * /documents/{hash}?path=&file=: an entity's documents. Clients see their own entities' documents unless
 * the firm hides the view (spec 000 §2); staff are sent to the same screen under the entity view.
 */
export function Component() {
  const { companyHash = '' } = useParams();
  const { search } = useLocation();
  const session = useSession();
  if (session?.user.is_advisor) {
    return <Navigate to={`/admin/${encodeURIComponent(companyHash)}/documents${search}`} replace />;
  }
  if (session?.firm.preferences.hide_documents_view_from_clients) {
    return (
      <EmptyState
        icon={<IconFolderOff aria-hidden stroke={1.5} />}
        title={DOCUMENTS_HIDDEN_TITLE}
        description={DOCUMENTS_HIDDEN_TEXT}
      />
    );
  }
  return <ClientDocuments companyHash={companyHash} userReadOnly={session?.user.readonly_access ?? false} />;
}

function ClientDocuments({ companyHash, userReadOnly }: { companyHash: string; userReadOnly: boolean }) {
  const session = useSession();
  const mine = useMyEntities();
  const { current, select } = useCurrentEntity();
  const navigate = useNavigate();
  const entity = mine.data?.find((e) => e.hash_id === companyHash);

  // The page and the Current Entity selector show the same entity: opening another entity's documents
  // selects it, and choosing another entity in the selector opens its documents.
  const shown = useRef(current?.hash_id);
  useEffect(() => {
    const previous = shown.current;
    shown.current = current?.hash_id;
    if (current && previous && current.hash_id !== previous && current.hash_id !== companyHash) {
      void navigate(`/documents/${encodeURIComponent(current.hash_id)}`);
    }
  }, [current, companyHash, navigate]);
  useEffect(() => {
    if (entity && current && current.hash_id !== entity.hash_id) select(entity.hash_id);
    // Only when the address names another entity; `select` changes with every choice.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [entity?.hash_id]);

  if (mine.isPending) return <PageLoader />;
  if (mine.isError) return <RenderFailure />;
  if (!entity) return <NotFound />;
  return (
    <DocumentsScreen
      key={entity.id}
      company={{ id: entity.id, name: entity.name }}
      audience="client"
      headingLevel={1}
      showTags={session?.firm.preferences.document_tags_enabled ?? false}
      viewerId={session?.user.id ?? null}
      moveTargets={[]}
      readOnlyReason={userReadOnly || entity.readonly_access ? READ_ONLY_REASON : documentMessages.blockedFolder}
      preview={DocumentPreview}
    />
  );
}
