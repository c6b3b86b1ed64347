import type { Signature } from '@portal/domain';
import { useSignAgreement } from '../../api/sign-agreement';
import { useSigningComponents } from './signing-components';

/** The signer's own pending signature: adopted with the signatures feature's form, signed on this letter. */
export function SignatureForm({ questionnaireId, signature }: { questionnaireId: number; signature: Signature }) {
  const { AdoptSignature } = useSigningComponents();
  const sign = useSignAgreement(questionnaireId);
  return (
    <AdoptSignature
      pending={sign.isPending}
      onAdopt={(input) => sign.mutate({ signatureId: signature.id, ...input })}
    />
  );
}
