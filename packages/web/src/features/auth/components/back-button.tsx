import { Button } from '@mantine/core';

/** Every sign-in state but the first has one, returning to the previous state. */
export function BackButton({ onClick, disabled }: { onClick: () => void; disabled?: boolean }) {
  return (
    <Button variant="default" onClick={onClick} disabled={disabled}>
      Back
    </Button>
  );
}
