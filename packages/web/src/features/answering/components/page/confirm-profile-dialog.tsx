import { Button, Checkbox, Group, Stack, Text, TextInput } from '@mantine/core';
import { confirmProfileSchema } from '@portal/domain';
import { useState } from 'react';
import { AppModal } from '../../../../components/app-modal';
import { PhoneInput } from '../../../../components/phone-input';
import { useConfirmProfile } from '../../api/confirm-profile';

export interface ProfileDefaults {
  email: string;
  phone: string;
}

type Field = 'email' | 'phone';

/** 'Confirm this information' (spec 001 §2, §5): the client checks their contact details before submitting. */
export function ConfirmProfileDialog({
  opened,
  questionnaireId,
  defaults,
  onClose,
  onConfirmed,
}: {
  opened: boolean;
  questionnaireId: number;
  defaults: ProfileDefaults;
  onClose: () => void;
  onConfirmed: () => void;
}) {
  const [email, setEmail] = useState(defaults.email);
  const [phone, setPhone] = useState(defaults.phone);
  const [sms, setSms] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const confirm = useConfirmProfile(questionnaireId);

  const submit = () => {
    const parsed = confirmProfileSchema.safeParse({ email, phone, sms_contact: sms });
    if (!parsed.success) {
      const next: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        next[field] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    confirm.mutate(parsed.data, { onSuccess: onConfirmed });
  };

  return (
    <AppModal opened={opened} onClose={onClose} title="Confirm this information">
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Stack gap="sm">
          <Text size="sm">Please check how your firm can reach you before you submit.</Text>
          <TextInput
            label="Email"
            type="email"
            required
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
            error={errors.email}
          />
          <PhoneInput label="Phone" value={phone} onChange={setPhone} error={errors.phone} />
          <Checkbox label="SMS contact" checked={sms} onChange={(e) => setSms(e.currentTarget.checked)} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={confirm.isPending}>
              Confirm
            </Button>
          </Group>
        </Stack>
      </form>
    </AppModal>
  );
}
