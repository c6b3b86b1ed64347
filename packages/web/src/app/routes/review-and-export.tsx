import { Alert } from '@mantine/core';
import { connectMessages } from '@portal/domain';
import { ExportReviewPage } from '../../features/connect/components/export-review-page';
import { useSession } from '../session';

/** /review-and-export (spec 000 §2 Connect), behind the firm's review_and_export_enabled. */
export function Component() {
  const session = useSession();
  if (!session?.firm.preferences.review_and_export_enabled)
    return (
      <Alert color="gray" role="status">
        {connectMessages.exportDisabled}
      </Alert>
    );
  return <ExportReviewPage />;
}
