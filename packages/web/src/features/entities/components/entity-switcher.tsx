import { Badge, Button, Divider, Group, NavLink, Popover, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBuilding, IconChevronDown, IconList } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { RelatedEntity } from '../api/get-related-entities';

export interface EntitySwitcherProps {
  /** The first 10 related entities (entities sharing an owner), as the server lists them. */
  related: RelatedEntity[] | undefined;
}

/** The entity view's switcher (spec 000 §2): related entities with a filter, and 'All Entities'. */
export function EntitySwitcher({ related }: EntitySwitcherProps) {
  const [opened, { toggle, close }] = useDisclosure(false);
  const [filter, setFilter] = useState('');
  const needle = filter.trim().toLowerCase();
  const shown = (related ?? []).filter((e) => !needle || e.name.toLowerCase().includes(needle));
  return (
    <Popover
      opened={opened}
      onChange={(o) => (o ? undefined : close())}
      position="bottom-end"
      width={300}
      shadow="md"
      trapFocus
      hideDetached={false}
    >
      <Popover.Target>
        <Button
          variant="default"
          rightSection={<IconChevronDown size={16} aria-hidden />}
          onClick={toggle}
          aria-expanded={opened}
        >
          Switch entity
        </Button>
      </Popover.Target>
      <Popover.Dropdown p="xs">
        <Stack gap="xs">
          <TextInput
            label="Filter entities"
            size="xs"
            placeholder="Type an entity name"
            value={filter}
            onChange={(e) => setFilter(e.currentTarget.value)}
          />
          <nav aria-label="Related entities">
            <ScrollArea.Autosize mah={280}>
              {related === undefined ? (
                <Text size="sm" c="dimmed" p="xs">
                  Loading…
                </Text>
              ) : shown.length === 0 ? (
                <Text size="sm" c="dimmed" p="xs">
                  Nothing found
                </Text>
              ) : (
                shown.map((e) => (
                  <NavLink
                    key={e.hash_id}
                    component={Link}
                    to={`/admin/${e.hash_id}`}
                    onClick={close}
                    leftSection={<IconBuilding size={16} aria-hidden />}
                    label={
                      <Group gap={6} wrap="nowrap">
                        <Text size="sm" truncate>
                          {e.name}
                        </Text>
                        {e.inactive ? (
                          <Badge size="xs" color="gray" variant="light">
                            Inactive
                          </Badge>
                        ) : null}
                      </Group>
                    }
                    description={e.entity_type}
                  />
                ))
              )}
            </ScrollArea.Autosize>
            <Divider my={4} />
            <NavLink
              component={Link}
              to="/admin"
              onClick={close}
              leftSection={<IconList size={16} aria-hidden />}
              label="All Entities"
            />
          </nav>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
