import { Button, Stack, TextInput } from '@mantine/core';
import { VERIFICATION_CODE_LENGTH } from '@portal/domain';
import { useState, type ReactNode } from 'react';

export interface CodeFormProps {
  onVerify: (code: string) => void;
  verifying: boolean;
  error: string | null;
  /** Clears the error once the user types again. */
  onChange?: () => void;
  children?: ReactNode;
}

/** Code entry of the sent-email, sent-text and 2fa states: exactly 6 characters, Verify disabled until then. */
export function CodeForm({ onVerify, verifying, error, onChange, children }: CodeFormProps) {
  const [code, setCode] = useState('');
  const trimmed = code.trim();
  const complete = trimmed.length === VERIFICATION_CODE_LENGTH;
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (complete && !verifying) onVerify(trimmed);
      }}
    >
      <Stack gap="md">
        <TextInput
          label="Verification code"
          value={code}
          onChange={(e) => {
            setCode(e.currentTarget.value.replace(/\s/g, ''));
            onChange?.();
          }}
          maxLength={VERIFICATION_CODE_LENGTH}
          autoComplete="one-time-code"
          // A phone offers its number pad (the codes are digits) and fills in the code a text brings.
          inputMode="numeric"
          autoCapitalize="none"
          spellCheck={false}
          error={error}
          description={`The code has ${VERIFICATION_CODE_LENGTH} characters.`}
        />
        <Button type="submit" disabled={!complete} loading={verifying} fullWidth>
          Verify
        </Button>
        {children}
      </Stack>
    </form>
  );
}
