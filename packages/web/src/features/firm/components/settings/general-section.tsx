import { Button, Group, NumberInput, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { generalSettingsSchema, type Firm, type GeneralSettingsInput } from '@portal/domain';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { timeZoneOptions } from '../../../../lib/time-zones';
import { useUpdateGeneralSettings } from '../../api/update-general-settings';
import { settingsFailed, settingsSaved } from './save-feedback';

const valuesOf = (firm: Firm): GeneralSettingsInput => ({
  name: firm.name,
  subdomain_url: firm.subdomain_url,
  time_zone: firm.time_zone as GeneralSettingsInput['time_zone'],
  questionnaire_reminder_frequency: firm.questionnaire_reminder_frequency,
});

/** Firm settings → General: the firm's name, subdomain, time zone and questionnaire reminder frequency. */
export function GeneralSection({ firm }: { firm: Firm }) {
  const form = useForm({
    initialValues: valuesOf(firm),
    validate: zod4Resolver(generalSettingsSchema, { errorPriority: 'first' }),
  });
  const save = useUpdateGeneralSettings();
  return (
    <Paper withBorder p="lg" radius="md" maw={640}>
      <form
        noValidate
        onSubmit={form.onSubmit((values) =>
          save.mutate(generalSettingsSchema.parse(values), {
            onSuccess: () => {
              form.resetDirty();
              settingsSaved();
            },
            onError: (e) => settingsFailed(e, form.setErrors),
          }),
        )}
      >
        <Stack gap="md">
          <Title order={2} size="h3">
            General
          </Title>
          <TextInput label="Firm name" required {...form.getInputProps('name')} />
          <TextInput
            label="Subdomain"
            description="Clients can reach your sign-in page at this subdomain, or with ?firm= and this name."
            required
            {...form.getInputProps('subdomain_url')}
          />
          <Select
            label="Time zone"
            data={timeZoneOptions(firm.time_zone)}
            allowDeselect={false}
            searchable
            required
            {...form.getInputProps('time_zone')}
          />
          <NumberInput
            label="Questionnaire reminder frequency (days)"
            description="Reminders for open questionnaires go out this many days apart."
            min={1}
            max={365}
            allowDecimal={false}
            required
            {...form.getInputProps('questionnaire_reminder_frequency')}
          />
          <Group justify="space-between">
            <Text size="sm" c="dimmed">
              {form.isDirty() ? 'You have unsaved changes.' : ' '}
            </Text>
            <Button type="submit" loading={save.isPending}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
