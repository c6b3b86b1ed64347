import { useParams } from 'react-router';
import { TemplateStartScreen } from '../../features/questionnaires/components/template-start/template-start-screen';

/** /template/{hashId}/create-questionnaire-from-template (spec 000 §2): start a questionnaire from a firm's link. */
export function Component() {
  return <TemplateStartScreen hashId={useParams().hashId ?? ''} />;
}
