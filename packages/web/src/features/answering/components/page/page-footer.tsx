import { Button, Group } from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconSend } from '@tabler/icons-react';

interface PageFooterProps {
  hasPrevious: boolean;
  hasNext: boolean;
  /** On the submit step Next becomes Submit (isSubmitStep). */
  submitStep: boolean;
  canSubmit: boolean;
  /** The submission's dialogs are open: Submit waits, without a spinner (the dialog says what happens). */
  submitting: boolean;
  onPrevious: () => void;
  onNext: () => void;
  onSubmit: () => void;
}

export function PageFooter(p: PageFooterProps) {
  return (
    <Group justify="space-between" mt="lg">
      <Button
        variant="default"
        leftSection={<IconArrowLeft size={16} aria-hidden />}
        disabled={!p.hasPrevious}
        onClick={p.onPrevious}
      >
        Previous
      </Button>
      {p.submitStep && p.canSubmit ? (
        <Button leftSection={<IconSend size={16} aria-hidden />} disabled={p.submitting} onClick={p.onSubmit}>
          Submit
        </Button>
      ) : p.hasNext ? (
        <Button rightSection={<IconArrowRight size={16} aria-hidden />} onClick={p.onNext}>
          Next
        </Button>
      ) : null}
    </Group>
  );
}
