import { Group } from '@mantine/core';
import { useLayoutEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';

const ENABLED = 'button:not(:disabled)';

/**
 * A question's own buttons (Can't answer?, an undo, Notes) as one ARIA toolbar: one Tab stop for all of
 * them, the arrow keys, Home and End move between them. A phone section then takes about two Tab stops a
 * question (the answer and this) instead of one per button.
 */
export function QuestionToolbar({ label, children }: { label: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const active = useRef(0);

  // Buttons come and go with the answer (an undo appears), so the roving tabindex is set after each render.
  useLayoutEffect(() => {
    const buttons = [...(ref.current?.querySelectorAll<HTMLButtonElement>(ENABLED) ?? [])];
    if (active.current >= buttons.length) active.current = 0;
    buttons.forEach((b, i) => (b.tabIndex = i === active.current ? 0 : -1));
  });

  const move = (e: KeyboardEvent<HTMLDivElement>) => {
    const buttons = [...(ref.current?.querySelectorAll<HTMLButtonElement>(ENABLED) ?? [])];
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    if (at < 0 || buttons.length < 2) return;
    const to =
      e.key === 'ArrowRight' || e.key === 'ArrowDown'
        ? (at + 1) % buttons.length
        : e.key === 'ArrowLeft' || e.key === 'ArrowUp'
          ? (at - 1 + buttons.length) % buttons.length
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? buttons.length - 1
              : -1;
    if (to < 0) return;
    e.preventDefault();
    buttons.forEach((b, i) => (b.tabIndex = i === to ? 0 : -1));
    active.current = to;
    buttons[to]!.focus();
  };

  return (
    <Group
      ref={ref}
      role="toolbar"
      aria-label={label}
      gap={4}
      wrap="wrap"
      justify="flex-end"
      onKeyDown={move}
      onFocus={(e) => {
        const buttons = [...(ref.current?.querySelectorAll<HTMLButtonElement>(ENABLED) ?? [])];
        const at = buttons.findIndex((b) => b === (e.target as Element));
        if (at >= 0) active.current = at;
      }}
    >
      {children}
    </Group>
  );
}
