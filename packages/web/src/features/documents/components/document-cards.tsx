import { Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { DocumentItemMenu } from './document-item-menu';
import { ItemBadges, ItemIcon, ItemName, itemMeta, SelectBox } from './document-item-parts';
import type { DocumentViewProps } from './document-table';

export interface DocumentCardsProps extends Omit<DocumentViewProps, 'onToggleAll'> {
  /** One column: the list view on a phone. */
  single: boolean;
}

/** The grid view, and the list view on narrow screens: one card per item. */
export function DocumentCards({ items, ctx, permissions, selected, onToggle, onAction, single }: DocumentCardsProps) {
  return (
    <SimpleGrid
      component="ul"
      aria-label="Documents"
      cols={single ? 1 : { base: 1, xs: 2, md: 3, lg: 4 }}
      spacing="sm"
      verticalSpacing="sm"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
    >
      {items.map((item) => (
        <Card
          key={item.id}
          component="li"
          withBorder
          padding="sm"
          radius="md"
          bg={selected.has(item.id) ? 'var(--mantine-color-blue-light)' : undefined}
        >
          <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
            <Group gap="xs" wrap="nowrap" align="flex-start" style={{ minWidth: 0, flex: 1 }}>
              <SelectBox item={item} checked={selected.has(item.id)} onToggle={onToggle} />
              <ItemIcon item={item} size={single ? 20 : 24} />
              <Stack gap={4} style={{ minWidth: 0 }}>
                <ItemName item={item} ctx={ctx} />
                <Text size="xs" c="dimmed">
                  {itemMeta(item)}
                </Text>
                <ItemBadges item={item} ctx={ctx} />
              </Stack>
            </Group>
            <DocumentItemMenu item={item} permissions={permissions} onAction={onAction} />
          </Group>
        </Card>
      ))}
    </SimpleGrid>
  );
}
