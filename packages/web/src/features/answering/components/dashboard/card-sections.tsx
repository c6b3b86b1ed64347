import { Button, Group, List, Text } from '@mantine/core';
import type { QuestionnaireCard } from '@portal/domain';
import { useState } from 'react';
import { getCookie, setCookie } from '../../../../lib/cookies';
import { CompletionIcon } from '../page/completion-icon';

/** Sections shown on a card before Show More (spec 001 §9). */
export const CARD_SECTION_LIMIT = 3;
const YEAR_SECONDS = 365 * 86_400;

/** One cookie per card, so a client's Show More choice survives reloads and sign-ins on this device. */
export const showMoreCookieName = (questionnaireId: number) => `questionnaire_card_expanded_${questionnaireId}`;

export function CardSections({
  questionnaireId,
  sections,
}: {
  questionnaireId: number;
  sections: QuestionnaireCard['sections'];
}) {
  const cookie = showMoreCookieName(questionnaireId);
  const [expanded, setExpanded] = useState(() => getCookie(cookie) === '1');
  const listId = `card-sections-${questionnaireId}`;
  const shown = expanded ? sections : sections.slice(0, CARD_SECTION_LIMIT);
  const toggle = () => {
    setExpanded(!expanded);
    setCookie(cookie, expanded ? '0' : '1', { maxAgeSeconds: YEAR_SECONDS });
  };
  if (sections.length === 0) return null;
  return (
    <div>
      <List id={listId} spacing={4} listStyleType="none" aria-label="Sections">
        {shown.map((s) => (
          <List.Item key={s.id}>
            <Group gap={6} wrap="nowrap">
              <CompletionIcon status={s.status} size={16} />
              <Text size="sm">{s.name}</Text>
            </Group>
          </List.Item>
        ))}
      </List>
      {sections.length > CARD_SECTION_LIMIT ? (
        <Button variant="subtle" size="compact-sm" onClick={toggle} aria-expanded={expanded} aria-controls={listId}>
          {expanded ? 'Show Less' : 'Show More'}
        </Button>
      ) : null}
    </div>
  );
}
