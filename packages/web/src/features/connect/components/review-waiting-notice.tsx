import { Alert, Anchor } from '@mantine/core';
import { Link } from 'react-router';

export const REVIEW_WAITING = 'Documents split from this questionnaire’s uploads are waiting for review.';

/** Shown on a questionnaire with has_split_documents_to_review (spec 001 §3): the way to the review. */
export function ReviewWaitingNotice({ companyHash }: { companyHash: string }) {
  return (
    <Alert color="yellow" mb="md" title={REVIEW_WAITING}>
      <Anchor component={Link} to={`/admin/${encodeURIComponent(companyHash)}/review-uploads`}>
        Bulk Upload Processor Review
      </Anchor>
    </Alert>
  );
}
