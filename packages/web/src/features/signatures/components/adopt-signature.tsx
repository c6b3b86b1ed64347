import { Button, SegmentedControl, Stack, TextInput } from '@mantine/core';
import { validateSignature, type AdoptedSignatureInput, type SignatureType } from '@portal/domain';
import { useState } from 'react';
import { SignaturePad } from './signature-pad';
import { SIGNATURE_FONT } from './signature-font';

export interface AdoptSignatureProps {
  /** Called with the adopted signature and the signer's device time when they press the action. */
  onAdopt: (input: AdoptedSignatureInput) => void;
  pending?: boolean;
  actionLabel?: string;
}

/** Adopt a signature for any subject: type it or draw it, then Sign (disabled while empty). */
export function AdoptSignature({ onAdopt, pending, actionLabel = 'Sign' }: AdoptSignatureProps) {
  const [kind, setKind] = useState<SignatureType>('typed');
  const [typed, setTyped] = useState('');
  const [drawn, setDrawn] = useState('');
  const value = kind === 'typed' ? typed : drawn;
  const invalid = validateSignature(value) !== null;
  return (
    <Stack gap="xs">
      <SegmentedControl
        aria-label="How to sign"
        value={kind}
        onChange={(v) => setKind(v as SignatureType)}
        data={[
          { value: 'typed', label: 'Type' },
          { value: 'drawn', label: 'Draw' },
        ]}
        w="fit-content"
      />
      {kind === 'typed' ? (
        <TextInput
          label="Type your full name to sign"
          value={typed}
          onChange={(e) => setTyped(e.currentTarget.value)}
          maxLength={200}
          styles={{ input: { fontFamily: SIGNATURE_FONT, fontSize: 24, minHeight: 48 } }}
        />
      ) : (
        <SignaturePad onChange={setDrawn} />
      )}
      <Button
        w="fit-content"
        disabled={invalid}
        loading={pending}
        onClick={() =>
          onAdopt({
            signature: kind === 'typed' ? typed.trim() : drawn,
            signature_type: kind,
            client_time: new Date().toString(),
          })
        }
      >
        {actionLabel}
      </Button>
    </Stack>
  );
}
