import { Button, Menu, Text } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useId } from 'react';
import { laterTitle } from './answer-later-dialog';
import type { SpecialAnswers } from './use-special-answers';

export const CANT_ANSWER = "Can't answer?";

/**
 * One "Can't answer?" button for the special answers a question offers (spec 001 §4): Not Applicable,
 * Provided Elsewhere, Answer (Upload) Later and Mark completed, one tap away and with the same words,
 * without a row of buttons under every question. The answer that stands is said (and undone) beside it.
 */
export function CantAnswerMenu({ s }: { s: SpecialAnswers }) {
  const id = useId();
  const na = s.offersNA && !s.isNA;
  const elsewhere = s.offersElsewhere && !s.isElsewhere;
  const later = s.offersLater && !s.awaiting;
  const mark = s.offersMarkCompleted && !s.isMarked;
  if (!na && !elsewhere && !later && !mark) return null;
  return (
    // Kept beside its button, inside the page's main landmark (a menu portalled to the body is content
    // outside every landmark: axe 'region').
    <Menu position="bottom-end" withinPortal={false}>
      <Menu.Target>
        <Button
          size="compact-sm"
          variant="subtle"
          disabled={s.busy}
          rightSection={<IconChevronDown size={14} aria-hidden />}
        >
          {CANT_ANSWER}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {na ? <Menu.Item onClick={s.markNA}>Not Applicable</Menu.Item> : null}
        {elsewhere ? <Menu.Item onClick={s.markElsewhere}>Provided Elsewhere</Menu.Item> : null}
        {later ? (
          // Why it is off is said inside the item: a menu holds only items (a label among them fails axe).
          <Menu.Item
            onClick={s.openLater}
            disabled={s.laterBlocked !== null}
            aria-labelledby={`${id}-later`}
            aria-describedby={s.laterBlocked ? `${id}-why` : undefined}
          >
            <span id={`${id}-later`}>{laterTitle(s.kind)}</span>
            {s.laterBlocked ? (
              <Text id={`${id}-why`} size="xs" style={{ whiteSpace: 'normal' }}>
                {s.laterBlocked}
              </Text>
            ) : null}
          </Menu.Item>
        ) : null}
        {mark ? <Menu.Item onClick={s.markCompleted}>Mark completed</Menu.Item> : null}
      </Menu.Dropdown>
    </Menu>
  );
}
