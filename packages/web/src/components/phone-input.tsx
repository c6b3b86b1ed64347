import { TextInput, type TextInputProps } from '@mantine/core';
import { formatPhone, PHONE_INPUT_MAX_LENGTH } from '@portal/domain';

export interface PhoneInputProps extends Omit<TextInputProps, 'value' | 'onChange' | 'type'> {
  value?: string;
  onChange?: (formatted: string) => void;
}

/** A US phone number shown as (XXX) XXX-XXXX while typing, at most 14 characters (spec 000 §5). */
export function PhoneInput({ value, onChange, ...props }: PhoneInputProps) {
  return (
    <TextInput
      type="tel"
      inputMode="tel"
      autoComplete="tel-national"
      placeholder="(___) ___-____"
      maxLength={PHONE_INPUT_MAX_LENGTH}
      {...props}
      value={value ?? ''}
      onChange={(e) => onChange?.(formatPhone(e.currentTarget.value))}
    />
  );
}
