import { Button, SegmentedControl, Stack, TextInput } from '@mantine/core';
import { validateSignature, type Signature } from '@portal/domain';
import { useState } from 'react';
import { useSignAgreement } from '../../api/sign-agreement';
import { SignaturePad } from './signature-pad';

/** Typed signatures read as handwriting; the font stack falls back to any cursive face the device has. */
export const SIGNATURE_FONT = '"Brush Script MT", "Segoe Script", "Apple Chancery", cursive';

/** The signer's own pending signature: type it or draw it, then Sign (disabled while empty). */
export function SignatureForm({ questionnaireId, signature }: { questionnaireId: number; signature: Signature }) {
  const [kind, setKind] = useState<'typed' | 'drawn'>('typed');
  const [typed, setTyped] = useState('');
  const [drawn, setDrawn] = useState('');
  const sign = useSignAgreement(questionnaireId);
  const value = kind === 'typed' ? typed : drawn;
  const invalid = validateSignature(value) !== null;
  return (
    <Stack gap="xs">
      <SegmentedControl
        aria-label="How to sign"
        value={kind}
        onChange={(v) => setKind(v as 'typed' | 'drawn')}
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
        loading={sign.isPending}
        onClick={() =>
          sign.mutate({
            signatureId: signature.id,
            signature: kind === 'typed' ? typed.trim() : drawn,
            signature_type: kind,
            client_time: new Date().toString(),
          })
        }
      >
        Sign
      </Button>
    </Stack>
  );
}
