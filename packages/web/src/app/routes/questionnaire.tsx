import { useEffect } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { QuestionnaireScreen } from '../../features/answering/components/page/questionnaire-screen';
import { useCurrentEntity } from '../current-entity';
import { useSession } from '../session';

const toDashboard = () => ({ to: '/', label: 'Back to Dashboard' });

/** /questionnaire/{companyHash}?questionnaireId=&sectionId= (#question{id}): the client's questionnaire. */
export function Component() {
  const { companyHash = '' } = useParams();
  const [params] = useSearchParams();
  const session = useSession();
  const { entities, current, select } = useCurrentEntity();
  const id = Number(params.get('questionnaireId'));

  // The Current Entity selector (and the message link's inbox) follow the entity the questionnaire is for.
  const known = entities.some((e) => e.hash_id === companyHash);
  useEffect(() => {
    if (known && current && current.hash_id !== companyHash) select(companyHash);
    // Only when the address names another entity; `select` changes with every choice.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [known, companyHash]);

  return (
    <QuestionnaireScreen
      key={id}
      questionnaireId={id}
      companyHash={companyHash}
      back={toDashboard}
      profileDefaults={{ email: session?.user.email ?? '', phone: session?.user.phone_number ?? '' }}
    />
  );
}
