import { CollectScreen } from '../../features/questionnaires/components/collect/collect-screen';

/** /overview: Collect for staff (spec 000 §2), the same screen as `/`. */
export function Component() {
  return <CollectScreen />;
}
