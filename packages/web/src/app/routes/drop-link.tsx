import { useSearchParams } from 'react-router';
import { DropLinkUploadPage } from '../../features/drop-links/components/drop-link-upload-page';

/** /drop-link?token=: the public upload page of a firm's drop link; no sign-in. */
export function Component() {
  const [params] = useSearchParams();
  return <DropLinkUploadPage token={params.get('token')?.trim() ?? ''} />;
}
