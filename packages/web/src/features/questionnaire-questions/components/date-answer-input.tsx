import '@mantine/dates/styles.css';
import { DateInput } from '@mantine/dates';
import type { ReactNode } from 'react';
import { CALENDAR_ARIA_LABELS, datePickerStart } from './date-picker-start';

export interface DateAnswerInputProps {
  /** The label, state and error every answer input shares (answer-input.tsx). */
  common: { label: ReactNode; disabled?: boolean; error?: string; 'data-autofocus'?: boolean };
  id: string;
  /** The control's accessible name, for the clear button's. */
  name: string;
  questionText: string;
  value: string;
  onChange: (value: string) => void;
}

/** A date question's input: typed or picked from a calendar, shown as 'Jan 5, 2026', kept as YYYY-MM-DD. */
export function DateAnswerInput({ common, id, name, questionText, value, onChange }: DateAnswerInputProps) {
  return (
    <DateInput
      {...common}
      // Drawn after its dialog opened (it loads when first drawn), it takes the focus the dialog would give it.
      autoFocus={common['data-autofocus']}
      value={value || null}
      onChange={(v) => onChange(v ?? '')}
      valueFormat="MMM D, YYYY"
      placeholder="Pick a date"
      clearable
      clearButtonProps={{ 'aria-label': `Clear ${name}` }}
      // The portalled calendar is a dialog named by its field's label, so it is not content outside every
      // landmark (axe 'region'); the input keeps its own role and attributes (a textbox takes no aria-expanded).
      id={id}
      popoverProps={{
        withinPortal: true,
        attributes: { dropdown: { role: 'dialog', 'aria-labelledby': `${id}-label` } },
      }}
      ariaLabels={CALENDAR_ARIA_LABELS}
      {...datePickerStart(questionText, new Date())}
    />
  );
}
