import { Button, Group, Stack } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { addDays, DUE_DATE_QUICK_PICKS, type IsoDay } from '@portal/domain';
import { fieldId } from './use-send-form';

export interface DueDateFieldProps {
  value: IsoDay | null;
  onChange: (day: IsoDay | null) => void;
  today: IsoDay;
  error?: string;
  /** Custom questionnaires may go without a due date. */
  optional?: boolean;
}

export const DISPLAY_DATE_FORMAT = 'MMM D, YYYY';

/** Due date with the spec 001 §9 quick picks (7 days, 2 weeks, 1 month from today). */
export function DueDateField({ value, onChange, today, error, optional }: DueDateFieldProps) {
  return (
    <Stack gap={6}>
      <DateInput
        id={fieldId('due_date')}
        label="Due date"
        value={value}
        onChange={onChange}
        valueFormat={DISPLAY_DATE_FORMAT}
        placeholder="Pick a date"
        minDate={today}
        required={!optional}
        clearable={optional}
        clearButtonProps={{ 'aria-label': 'Clear due date' }}
        error={error}
        popoverProps={{ withinPortal: true }}
      />
      <Group gap="xs" role="group" aria-label="Due date quick picks">
        {DUE_DATE_QUICK_PICKS.map((pick) => {
          const day = addDays(today, pick.days);
          return (
            <Button
              key={pick.label}
              size="compact-sm"
              variant={value === day ? 'filled' : 'default'}
              aria-pressed={value === day}
              onClick={() => onChange(day)}
            >
              {pick.label}
            </Button>
          );
        })}
      </Group>
    </Stack>
  );
}
