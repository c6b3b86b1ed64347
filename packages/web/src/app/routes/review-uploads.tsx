import { ReviewScreen } from '../../features/connect/components/review-screen';
import { useCurrentEntityDetail } from '../entity-outlet';

/** /admin/{hash}/review-uploads: the Bulk Upload Processor Review of the entity's uploads (spec 001 §1). */
export function Component() {
  const entity = useCurrentEntityDetail();
  return <ReviewScreen key={entity.id} company={{ id: entity.id, name: entity.name }} />;
}
