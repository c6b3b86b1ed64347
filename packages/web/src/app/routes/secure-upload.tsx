import { useSearchParams } from 'react-router';
import { SecureUploadPage } from '../../features/secure-upload/components/secure-upload-page';

/** /secure-upload?token=: a client uploads into the folder their firm chose; no sign-in. */
export function Component() {
  const [params] = useSearchParams();
  return <SecureUploadPage token={params.get('token')?.trim() ?? ''} />;
}
