import { useParams } from 'react-router';
import { TemplateStartScreen } from '../../features/questionnaire-templates/components/template-start/template-start-screen';
import { useStartSession } from '../session';

/** /template/{hashId}/create-questionnaire-from-template (spec 000 §2): start a questionnaire from a firm's link. */
export function Component() {
  const startSession = useStartSession();
  return <TemplateStartScreen hashId={useParams().hashId ?? ''} onSignedIn={startSession} />;
}
