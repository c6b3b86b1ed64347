import { Button, Menu } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { laterTitle } from './answer-later-dialog';
import type { SpecialAnswers } from './use-special-answers';

export const CANT_ANSWER = "Can't answer?";

/**
 * One "Can't answer?" button for the special answers a question offers (spec 001 §4): Not Applicable,
 * Provided Elsewhere, Answer (Upload) Later and Mark completed, one tap away and with the same words,
 * without a row of buttons under every question. The answer that stands is said (and undone) beside it.
 */
export function CantAnswerMenu({ s }: { s: SpecialAnswers }) {
  const na = s.offersNA && !s.isNA;
  const elsewhere = s.offersElsewhere && !s.isElsewhere;
  const later = s.offersLater && !s.awaiting;
  const mark = s.offersMarkCompleted && !s.isMarked;
  if (!na && !elsewhere && !later && !mark) return null;
  return (
    <Menu position="bottom-end" withinPortal>
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
          <Menu.Item onClick={s.openLater} disabled={s.laterBlocked !== null}>
            {laterTitle(s.kind)}
          </Menu.Item>
        ) : null}
        {later && s.laterBlocked ? <Menu.Label style={{ whiteSpace: 'normal' }}>{s.laterBlocked}</Menu.Label> : null}
        {mark ? <Menu.Item onClick={s.markCompleted}>Mark completed</Menu.Item> : null}
      </Menu.Dropdown>
    </Menu>
  );
}
