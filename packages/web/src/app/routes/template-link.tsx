import { useNavigate } from 'react-router';
import { TemplateLinkEntry } from '../../features/questionnaire-templates/components/template-start/template-link-entry';

/** /template/ (spec 000 §2): the template start without a link's code asks for the firm's link. */
export function Component() {
  const navigate = useNavigate();
  return <TemplateLinkEntry onOpen={(path) => void navigate(path)} />;
}
