import { Anchor, List, Stack, Text } from '@mantine/core';
import { IconHelpCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { AppModal } from './app-modal';

export interface HelpTopic {
  /** The link's text, e.g. 'How draft review works'. */
  label: string;
  title: string;
  intro: string;
  steps: readonly string[];
}

/**
 * A help link (spec 002 §9 "Help links exist for draft review and bulk upload"): the help opens in place, from
 * the portal itself, so it works on a server with no way out to the internet and never leaves unsaved work.
 */
export function HelpLink({ topic }: { topic: HelpTopic }) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Anchor component="button" type="button" size="sm" onClick={() => setOpened(true)}>
        <IconHelpCircle size={14} aria-hidden style={{ verticalAlign: 'middle', marginRight: 4 }} />
        {topic.label}
      </Anchor>
      <AppModal opened={opened} onClose={() => setOpened(false)} title={topic.title}>
        <Stack gap="sm">
          <Text size="sm">{topic.intro}</Text>
          <List type="ordered" size="sm" spacing="xs">
            {topic.steps.map((step) => (
              <List.Item key={step}>{step}</List.Item>
            ))}
          </List>
        </Stack>
      </AppModal>
    </>
  );
}
