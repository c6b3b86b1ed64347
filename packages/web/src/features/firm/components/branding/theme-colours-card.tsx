import { Box, Button, ColorInput, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  BUTTON_TEXT_COLOUR,
  hexColourSchema,
  themeColourAdjustment,
  themeUpdateSchema,
  type ThemeUpdate,
} from '@portal/domain';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useUpdateTheme } from '../../api/update-theme';
import { settingsFailed, settingsSaved } from '../settings/save-feedback';

const FIELDS = [
  { key: 'primary', label: 'Primary colour', description: 'Buttons, links and highlights.' },
  { key: 'secondary', label: 'Secondary colour', description: 'Supporting elements.' },
  { key: 'accent', label: 'Accent colour', description: 'Occasional emphasis.' },
] as const;

const SWATCHES = ['#1c4e80', '#0091d5', '#ea6a47', '#14532d', '#5b21b6', '#9f1239', '#334155', '#a16207'];

/** The colour drawn for a value being typed: null until it is a whole #RRGGBB. */
const drawnFor = (value: string) => (hexColourSchema.safeParse(value).success ? themeColourAdjustment(value) : null);

/**
 * Firm settings → Branding → Theme colours (spec 002 §3 Firm theme). A colour too light for white button
 * text is shown darker (spec 002 §9); the preview and a note say so before the partner saves.
 */
export function ThemeColoursCard({ theme }: { theme: ThemeUpdate }) {
  const form = useForm<ThemeUpdate>({
    initialValues: { primary: theme.primary, secondary: theme.secondary, accent: theme.accent },
    validate: zod4Resolver(themeUpdateSchema, { errorPriority: 'first' }),
  });
  const save = useUpdateTheme();
  const primary = drawnFor(form.values.primary);
  return (
    <Paper withBorder p="lg" radius="md">
      <form
        noValidate
        onSubmit={form.onSubmit((values) =>
          save.mutate(themeUpdateSchema.parse(values), {
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
            Theme colours
          </Title>
          <Text size="sm" c="dimmed">
            Staff and clients see these colours across the portal and on your sign-in page.
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            {FIELDS.map((f) => {
              const drawn = drawnFor(form.values[f.key]);
              return (
                <ColorInput
                  key={f.key}
                  label={f.label}
                  description={
                    drawn?.adjusted ? `${f.description} Shown as ${drawn.colour} for readable text.` : f.description
                  }
                  format="hex"
                  swatches={SWATCHES}
                  // The picker opens above its field: below, it covered the preview and Save colours (issue 38 §6).
                  popoverProps={{ position: 'top-start' }}
                  eyeDropperButtonProps={{ 'aria-label': `Pick the ${f.label.toLowerCase()} from the screen` }}
                  required
                  {...form.getInputProps(f.key)}
                />
              );
            })}
          </SimpleGrid>
          <Stack gap={6} aria-live="polite">
            <Text size="sm" fw={600}>
              Preview
            </Text>
            <Group gap="sm" wrap="wrap">
              <Box
                component="span"
                px="md"
                py={6}
                fw={600}
                fz="sm"
                style={{
                  background: primary?.colour ?? 'var(--mantine-color-gray-3)',
                  color: primary ? BUTTON_TEXT_COLOUR : 'var(--mantine-color-text)',
                  borderRadius: 'var(--mantine-radius-md)',
                }}
                data-colour={primary?.colour}
              >
                Primary button
              </Box>
              {primary?.adjusted ? (
                <Text size="sm">
                  Adjusted for readable text: {form.values.primary} is shown as {primary.colour}.
                </Text>
              ) : null}
            </Group>
          </Stack>
          <Group justify="space-between">
            <Text size="sm" c="dimmed">
              {form.isDirty() ? 'You have unsaved changes.' : ' '}
            </Text>
            <Button type="submit" loading={save.isPending}>
              Save colours
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
