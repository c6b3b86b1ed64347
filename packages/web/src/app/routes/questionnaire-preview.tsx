import { useParams } from 'react-router';
import { QuestionnaireScreen } from '../../features/questionnaires/components/page/questionnaire-screen';

const toEntity = (q: { company_hash: string }) => ({
  to: `/admin/${encodeURIComponent(q.company_hash)}`,
  label: 'Back to the entity dashboard',
});

/** /preview/{companyId}/questionnaire/{questionnaireId}: the firm's read-only view of a client's questionnaire. */
export function Component() {
  const { companyId, questionnaireId } = useParams();
  const id = Number(questionnaireId);
  return (
    <QuestionnaireScreen
      key={id}
      questionnaireId={id}
      companyId={Number(companyId) || undefined}
      back={toEntity}
      profileDefaults={{ email: '', phone: '' }}
    />
  );
}
