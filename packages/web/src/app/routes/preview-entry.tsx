import { Alert } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { NotFound } from '../../components/not-found';
import { PageLoader } from '../../components/page-loader';
import { entityByIdQueryOptions } from '../../features/entities/api/get-entity';
import { isApiError } from '../../lib/api-client';

const positiveId = (v: string | null | undefined) => (v && /^\d{1,15}$/.test(v) && Number(v) > 0 ? Number(v) : null);

/** The questionnaire preview's own address for an entry's questionnaireId, keeping its sectionId. */
export function previewPath(companyId: number, questionnaireId: number, sectionId: number | null): string {
  const section = sectionId ? `?sectionId=${sectionId}` : '';
  return `/preview/${companyId}/questionnaire/${questionnaireId}${section}`;
}

/**
 * /preview/{companyId}?questionnaireId=&sectionId= (spec 001 §2, the preview entry, where notification links
 * carrying companyId and questionnaireId lead): opens that questionnaire's preview at that section. Without a
 * questionnaire it opens the entity's dashboard, which lists its questionnaires.
 */
export function Component() {
  const companyId = positiveId(useParams().companyId);
  const [params] = useSearchParams();
  const questionnaireId = positiveId(params.get('questionnaireId'));
  const entity = useQuery({ ...entityByIdQueryOptions(companyId ?? 0), enabled: !!companyId && !questionnaireId });
  if (!companyId) return <NotFound />;
  if (questionnaireId)
    return <Navigate replace to={previewPath(companyId, questionnaireId, positiveId(params.get('sectionId')))} />;
  if (entity.data) return <Navigate replace to={`/admin/${encodeURIComponent(entity.data.hash_id)}`} />;
  if (entity.isError)
    return isApiError(entity.error) && entity.error.status === 404 ? (
      <NotFound />
    ) : (
      <Alert role="alert" color="red" variant="light">
        {entity.error.message}
      </Alert>
    );
  return <PageLoader />;
}
