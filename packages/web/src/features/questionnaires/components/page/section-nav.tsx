import { Group, NavLink, Paper, Select, Text } from '@mantine/core';
import { completedCountLabel, type CompletionStatus, type Section } from '@portal/domain';
import { CompletionIcon } from './completion-icon';
import { completionLabel } from './status-labels';

interface SectionNavProps {
  sections: Section[];
  statuses: CompletionStatus[];
  currentIndex: number;
  onSelect: (index: number) => void;
  /** Phones get a compact picker instead of the list. */
  compact: boolean;
}

/** The left navigation (spec 001 §2): visible sections with their status and the 'x / y' completed count. */
export function SectionNav({ sections, statuses, currentIndex, onSelect, compact }: SectionNavProps) {
  const count = completedCountLabel(statuses);
  const countText = (
    <Text size="sm" c="dimmed" aria-label={`${count} sections completed`}>
      {count}
    </Text>
  );
  if (compact) {
    return (
      <Group align="flex-end" gap="sm" wrap="nowrap">
        <Select
          label="Section"
          flex={1}
          allowDeselect={false}
          value={String(currentIndex)}
          data={sections.map((s, i) => ({
            value: String(i),
            label: `${s.name} (${completionLabel[statuses[i] ?? 'incomplete']})`,
          }))}
          onChange={(v) => v !== null && onSelect(Number(v))}
        />
        {countText}
      </Group>
    );
  }
  return (
    <Paper component="nav" aria-label="Sections" withBorder radius="md" p="xs">
      <Group justify="space-between" px="xs" pb="xs">
        <Text fw={600} size="sm">
          Sections
        </Text>
        {countText}
      </Group>
      {sections.map((s, i) => (
        <NavLink
          key={s.id}
          component="button"
          type="button"
          label={s.name}
          active={i === currentIndex}
          aria-current={i === currentIndex ? 'step' : undefined}
          leftSection={<CompletionIcon status={statuses[i] ?? 'incomplete'} />}
          onClick={() => onSelect(i)}
        />
      ))}
    </Paper>
  );
}
