import { DocumentDropOffScreen } from '../../features/drop-off/components/document-drop-off-screen';

/** /document-drop-off (spec 001 §2, public). */
export function Component() {
  return <DocumentDropOffScreen />;
}
