import { RenderFailure } from '../../components/render-failure';
import {
  Badge,
  Button,
  Checkbox,
  ColorSwatch,
  Group,
  SimpleGrid,
  Select,
  Stack,
  Switch,
  Text,
  TextInput,
  Textarea,
  Title,
  useMantineTheme,
} from '@mantine/core';
import type { ReactNode } from 'react';
import { FirmInfoBanner } from '../../components/banners/firm-info-banner';
import { MaintenanceBanner } from '../../components/banners/maintenance-banner';
import { ReadOnlyBanner } from '../../components/banners/read-only-banner';
import { EmptyState } from '../../components/empty-state';
import { NotBuiltYet } from '../../components/not-built-yet';
import { notify } from '../../lib/notify';
import { StandalonePage } from './standalone-page';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `design-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={id}>
      <Title order={2} size="h3" id={id} mb="sm">
        {title}
      </Title>
      {children}
    </section>
  );
}

/** The design reference: tokens and the shared components as the app uses them. */
export function Component() {
  const theme = useMantineTheme();
  const palette = ['portal', 'gray', 'red', 'orange', 'yellow', 'teal', 'blue'] as const;
  return (
    <StandalonePage>
      <Stack gap="xl">
        <Title order={1}>Design</Title>
        <Section title="Colours">
          <Stack gap="xs">
            {palette.map((name) => (
              <Group key={name} gap={4} wrap="nowrap">
                <Text size="sm" w={64}>
                  {name}
                </Text>
                {(theme.colors[name] ?? []).map((c, i) => (
                  <ColorSwatch key={c} color={c} size={24} radius="sm" title={`${name}.${i} ${c}`} />
                ))}
              </Group>
            ))}
          </Stack>
        </Section>
        <Section title="Typography">
          <Stack gap={4}>
            <Title order={1}>Heading 1</Title>
            <Title order={3}>Heading 3</Title>
            <Text>Body text, {theme.fontFamily?.split(',')[0]}.</Text>
            <Text size="sm" c="dimmed">
              Secondary text
            </Text>
          </Stack>
        </Section>
        <Section title="Buttons">
          <Group>
            <Button>Primary</Button>
            <Button variant="light">Light</Button>
            <Button variant="outline">Outline</Button>
            <Button variant="subtle">Subtle</Button>
            <Button color="red">Destructive</Button>
            <Button disabled>Disabled</Button>
            <Button loading>Loading</Button>
          </Group>
        </Section>
        <Section title="Inputs">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="Text input" placeholder="Placeholder" description="Helper text" />
            <TextInput label="With an error" defaultValue="bad value" error="The error message goes here" />
            <Select label="Select" data={['10', '20', '50']} defaultValue="10" />
            <Textarea label="Textarea" autosize minRows={2} />
            <Checkbox label="Checkbox" defaultChecked />
            <Switch label="Switch" />
          </SimpleGrid>
        </Section>
        <Section title="Badges">
          <Group>
            <Badge>Default</Badge>
            <Badge color="teal">Completed</Badge>
            <Badge color="yellow">Pending</Badge>
            <Badge color="red">Urgent</Badge>
            <Badge variant="outline">Outline</Badge>
          </Group>
        </Section>
        <Section title="Banners">
          <Stack gap="xs">
            <MaintenanceBanner alert={{ show: true, text: 'Scheduled maintenance tonight from 10 pm to 11 pm.' }} />
            <FirmInfoBanner firmId={0} enabled text="Our office is closed on Friday." />
            <ReadOnlyBanner variant="user" />
            <ReadOnlyBanner variant="entity" />
          </Stack>
        </Section>
        <Section title="Toasts">
          <Group>
            <Button variant="light" onClick={() => notify.success('All changes saved successfully')}>
              Success toast
            </Button>
            <Button variant="light" color="red" onClick={() => notify.error('Failed to save changes')}>
              Error toast
            </Button>
          </Group>
        </Section>
        <Section title="Empty state">
          <EmptyState />
        </Section>
        <Section title="Not built yet">
          <NotBuiltYet feature="Workflows" />
        </Section>
      </Stack>
    </StandalonePage>
  );
}

export function ErrorBoundary() {
  return <RenderFailure standalone />;
}
