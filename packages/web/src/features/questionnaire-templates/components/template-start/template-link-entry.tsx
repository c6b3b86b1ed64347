import { Button, Container, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';

export const TEMPLATE_LINK_TEXTS = {
  title: 'Start a questionnaire',
  intro: 'Open the link your firm sent you, or paste it here.',
  invalid: 'This is not a questionnaire link. Please paste the whole link your firm sent you.',
} as const;

/** A template link's hash: what the server accepts (templateHashParamsSchema), letters, digits, - and _. */
const HASH = /^[A-Za-z0-9_-]{4,64}$/;

/**
 * The path a pasted template link (or its bare code) leads to, keeping its firmGroupId and taxYear; null when
 * it is not one. Only the path is kept, so a pasted link to another site cannot send the visitor there.
 */
export function templateStartPath(input: string): string | null {
  const value = input.trim();
  if (HASH.test(value)) return `/template/${value}`;
  let url: URL;
  try {
    url = new URL(value, 'http://portal.invalid');
  } catch {
    return null;
  }
  const hash = /^\/template\/([^/]+)/.exec(url.pathname)?.[1];
  if (!hash || !HASH.test(hash)) return null;
  const kept = new URLSearchParams();
  for (const key of ['firmGroupId', 'taxYear']) {
    const v = url.searchParams.get(key);
    if (v && /^\d+$/.test(v)) kept.set(key, v);
  }
  const search = kept.toString();
  return `/template/${hash}${search ? `?${search}` : ''}`;
}

/**
 * /template/ without a link's code (spec 000 §2 lists /template/ among the public routes): a visitor who lost
 * the code from the address pastes the firm's link here and goes on to its start page.
 */
export function TemplateLinkEntry({ onOpen }: { onOpen: (path: string) => void }) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const path = templateStartPath(value);
    if (!path) return setError(TEMPLATE_LINK_TEXTS.invalid);
    setError(null);
    onOpen(path);
  };
  return (
    <Container size={440} px="md" py="xl">
      <Paper withBorder p="lg" radius="md">
        <form noValidate onSubmit={submit} aria-label={TEMPLATE_LINK_TEXTS.title}>
          <Stack gap="md">
            <Title order={1} size="h2">
              {TEMPLATE_LINK_TEXTS.title}
            </Title>
            <Text size="sm">{TEMPLATE_LINK_TEXTS.intro}</Text>
            <TextInput
              label="Link from your firm"
              autoCapitalize="none"
              spellCheck={false}
              value={value}
              onChange={(e) => setValue(e.currentTarget.value)}
              error={error ?? undefined}
            />
            <Button type="submit" fullWidth>
              Continue
            </Button>
          </Stack>
        </form>
      </Paper>
    </Container>
  );
}
