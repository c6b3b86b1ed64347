import {
  Alert,
  Button,
  Fieldset,
  Group,
  NumberInput,
  Paper,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { type FirmPreferences, type PreferencesUpdate } from '@portal/domain';
import { IconInfoCircle } from '@tabler/icons-react';
import { useUpdateFirmPreferences } from '../../api/update-firm-preferences';
import { PREFERENCE_GROUPS, type PreferenceItem } from './preference-catalogue';
import { settingsFailed, settingsSaved } from './save-feedback';

/** The keys whose value differs from what is saved: one PATCH sends only what the partner changed. */
function changedPreferences(saved: FirmPreferences, values: FirmPreferences): PreferencesUpdate {
  const keys = Object.keys(values) as (keyof FirmPreferences)[];
  return Object.fromEntries(keys.filter((k) => values[k] !== saved[k]).map((k) => [k, values[k]]));
}

function PreferenceField({ item, form }: { item: PreferenceItem; form: ReturnType<typeof useForm<FirmPreferences>> }) {
  if (item.kind === 'number') {
    return (
      <NumberInput
        label={item.label}
        description={item.description}
        min={item.min}
        max={item.max}
        allowDecimal={false}
        allowNegative={false}
        suffix={item.unit ? ` ${item.unit}` : undefined}
        w={{ base: '100%', xs: 260 }}
        {...form.getInputProps(item.key)}
      />
    );
  }
  if (item.kind === 'text' || item.kind === 'long-text') {
    const Input = item.kind === 'text' ? TextInput : Textarea;
    return (
      <Input
        label={item.label}
        description={item.description}
        {...(item.kind === 'long-text' ? { autosize: true, minRows: 2 } : {})}
        {...form.getInputProps(item.key)}
      />
    );
  }
  return (
    <Switch label={item.label} description={item.description} {...form.getInputProps(item.key, { type: 'checkbox' })} />
  );
}

/** Firm settings → Preferences: every flag of spec 002 §3 with what it does, grouped; one Save. */
export function PreferencesSection({ preferences }: { preferences: FirmPreferences }) {
  const form = useForm<FirmPreferences>({ initialValues: preferences });
  const save = useUpdateFirmPreferences();
  const submit = form.onSubmit((values) => {
    const update = changedPreferences(preferences, values);
    if (Object.keys(update).length === 0) {
      settingsSaved();
      return;
    }
    save.mutate(update, {
      onSuccess: (saved) => {
        form.setInitialValues(saved);
        form.setValues(saved);
        settingsSaved();
      },
      onError: (e) => settingsFailed(e, form.setErrors),
    });
  });
  const banner = form.values;
  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="lg" maw={760}>
        {PREFERENCE_GROUPS.map((group) => (
          <Paper key={group.title} withBorder p="lg" radius="md">
            <Fieldset variant="unstyled" legend={<Text fw={650}>{group.title}</Text>}>
              <Stack gap="md" mt="sm">
                {group.items.map((item) => (
                  <PreferenceField key={item.key} item={item} form={form} />
                ))}
                {group.title === 'In-app banner' ? (
                  <Stack gap={4}>
                    <Text size="sm" fw={500}>
                      Preview
                    </Text>
                    {banner.in_app_banner_enabled && banner.in_app_banner_text.trim() ? (
                      <Alert
                        color="blue"
                        variant="light"
                        icon={<IconInfoCircle aria-hidden />}
                        aria-label="Banner preview"
                      >
                        {banner.in_app_banner_text}
                      </Alert>
                    ) : (
                      <Text size="sm" c="dimmed">
                        Turn the banner on and write its text to see it here.
                      </Text>
                    )}
                  </Stack>
                ) : null}
              </Stack>
            </Fieldset>
          </Paper>
        ))}
        <Group justify="flex-end" pos="sticky" bottom={0} py="sm" bg="var(--mantine-color-body)">
          {form.isDirty() ? (
            <Text size="sm" c="dimmed">
              You have unsaved changes.
            </Text>
          ) : null}
          <Button type="submit" loading={save.isPending}>
            Save preferences
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
