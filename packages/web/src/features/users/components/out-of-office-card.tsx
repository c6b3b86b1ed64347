import { Button, Stack, Switch, Textarea } from '@mantine/core';
import { updateOutOfOfficeSchema, type User } from '@portal/domain';
import { useState, type FormEvent } from 'react';
import { notify } from '../../../lib/notify';
import { useUpdateOutOfOffice } from '../api/update-out-of-office';

export interface OutOfOfficeCardProps {
  user: User;
  onSaved: (user: User) => void;
}

/**
 * An advisor's out-of-office setting (/admin-profile): while on, clients see the message in every
 * conversation the advisor takes part in (spec 000 §3 Conversation advisor_out_of_office).
 */
export function OutOfOfficeCard({ user, onSaved }: OutOfOfficeCardProps) {
  const [away, setAway] = useState(user.preferences.out_of_office);
  const [text, setText] = useState(user.preferences.out_of_office_message ?? '');
  const [error, setError] = useState<string | null>(null);
  const save = useUpdateOutOfOffice();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = updateOutOfOfficeSchema.safeParse({
      advisor_out_of_office: away,
      advisor_out_of_office_message: away ? text : null,
    });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Something went wrong');
      return;
    }
    setError(null);
    save.mutate(parsed.data, {
      onSuccess: (r) => {
        notify.success(r.message);
        onSaved({
          ...user,
          preferences: {
            ...user.preferences,
            out_of_office: r.advisor_out_of_office,
            out_of_office_message: r.advisor_out_of_office_message,
          },
        });
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Switch
          label="I am out of the office"
          description="Clients see this in your conversations"
          checked={away}
          onChange={(e) => setAway(e.currentTarget.checked)}
        />
        {away ? (
          <Textarea
            label="Message to clients"
            placeholder="Back on Monday. For anything urgent, please call the office."
            autosize
            minRows={2}
            value={text}
            error={error}
            onChange={(e) => setText(e.currentTarget.value)}
          />
        ) : null}
        <Button type="submit" loading={save.isPending} style={{ alignSelf: 'flex-start' }}>
          Save out-of-office
        </Button>
      </Stack>
    </form>
  );
}
