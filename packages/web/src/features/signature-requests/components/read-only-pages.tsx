import type { SignatureRequestDetail } from '@portal/domain';
import { FieldBox } from './field-box';
import { FIELD_KIND_LABELS, signerColour } from './field-colors';
import { SignaturePages } from './signature-pages';

/** The request's pages with every signer's fields shown, in each signer's colour, for looking only. */
export function ReadOnlyPages({ request }: { request: SignatureRequestDetail }) {
  const ids = request.signers.map((s) => s.id);
  const nameOf = (id: number) => request.signers.find((s) => s.id === id)?.name ?? 'a signer';
  return (
    <SignaturePages
      requestId={request.id}
      renderOverlay={(page) =>
        request.fields
          .filter((f) => f.page === page)
          .map((f) => (
            <FieldBox
              key={f.id}
              field={f}
              colour={signerColour(ids, f.signer_id)}
              label={`${FIELD_KIND_LABELS[f.kind]} for ${nameOf(f.signer_id)}${f.filled ? ', signed' : ''}`}
            />
          ))
      }
    />
  );
}
