import { DocumentDropOffScreen } from '../../features/questionnaires/components/drop-off/document-drop-off-screen';

/** /document-drop-off (spec 001 §2, public). */
export function Component() {
  return <DocumentDropOffScreen />;
}
