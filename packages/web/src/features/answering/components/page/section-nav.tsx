import { Group, NavLink, Paper, Select, Stack, Text } from '@mantine/core';
import {
  completedCountLabel,
  type CompletionStatus,
  type MissingAnswer,
  type Question,
  type Section,
} from '@portal/domain';
import type { To } from 'react-router';
import { CompletionIcon } from './completion-icon';
import { MISSING_LISTED, MissingAnswersList, missingCountText } from './missing-answers-list';
import { completionLabel } from './status-labels';

interface SectionNavProps {
  sections: Section[];
  statuses: CompletionStatus[];
  /** What each section still needs. */
  missing: MissingAnswer<Question>[][];
  currentIndex: number;
  onSelect: (index: number) => void;
  linkTo: (sectionId: number, questionId?: number) => To;
  /** Phones get a compact picker instead of the list. */
  compact: boolean;
}

/** 'x / y' (spec 001 §2) with what it counts: the sections the client completed (custom sections aside). */
export const sectionsCountText = (sections: readonly Section[], statuses: readonly CompletionStatus[]) =>
  `${completedCountLabel(sections, statuses)} sections completed`;

// Short enough for a phone's picker: what is missing replaces the status word when there is a count.
const optionLabel = (s: Section, status: CompletionStatus, missing: number) =>
  status === 'completed' || missing === 0
    ? `${s.name} (${completionLabel[status]})`
    : `${s.name} (${missingCountText(missing)})`;

/**
 * The left navigation (spec 001 §2): visible sections with their status and the 'x / y' completed count.
 * The current section names what it still needs, each a link to the question.
 */
export function SectionNav(p: SectionNavProps) {
  const { sections, statuses, missing, currentIndex, compact } = p;
  const current = sections[currentIndex];
  const listed = missing[currentIndex] ?? [];
  // A long list is already counted beside the section; a short one is named, each a link.
  const currentMissing =
    current && listed.length > 0 && listed.length <= MISSING_LISTED ? (
      <MissingAnswersList
        missing={listed}
        linkTo={(questionId) => p.linkTo(current.id, questionId)}
        label={`Still needed in ${current.name}`}
      />
    ) : null;
  if (compact) {
    return (
      <Stack gap={4}>
        <Select
          label="Section"
          description={sectionsCountText(sections, statuses)}
          allowDeselect={false}
          value={String(currentIndex)}
          data={sections.map((s, i) => ({
            value: String(i),
            label: optionLabel(s, statuses[i] ?? 'incomplete', missing[i]?.length ?? 0),
          }))}
          onChange={(v) => v !== null && p.onSelect(Number(v))}
        />
        {currentMissing}
      </Stack>
    );
  }
  return (
    <Paper component="nav" aria-label="Sections" withBorder radius="md" p="xs">
      <Group justify="space-between" px="xs" pb="xs" wrap="nowrap">
        <Text fw={600} size="sm">
          Sections
        </Text>
        <Text size="xs" c="dimmed">
          {sectionsCountText(sections, statuses)}
        </Text>
      </Group>
      {sections.map((s, i) => {
        const status = statuses[i] ?? 'incomplete';
        const count = missing[i]?.length ?? 0;
        return (
          <div key={s.id}>
            <NavLink
              component="button"
              type="button"
              label={s.name}
              description={status !== 'completed' && count > 0 ? missingCountText(count) : undefined}
              active={i === currentIndex}
              aria-current={i === currentIndex ? 'step' : undefined}
              leftSection={<CompletionIcon status={status} />}
              onClick={() => p.onSelect(i)}
            />
            {i === currentIndex && currentMissing ? (
              <Stack pl={42} pb={4}>
                {currentMissing}
              </Stack>
            ) : null}
          </div>
        );
      })}
    </Paper>
  );
}
