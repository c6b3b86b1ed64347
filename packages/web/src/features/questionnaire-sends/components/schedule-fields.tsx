import { NumberInput, Select, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { SEND_FREQUENCIES, type IsoDay, type SendFrequency } from '@portal/domain';
import { DISPLAY_DATE_FORMAT } from './due-date-field';
import { fieldId, type SendErrors, type SendFormValues } from './use-send-form';

export const FREQUENCY_LABELS: Record<SendFrequency, string> = {
  once: 'Once',
  weekly: 'Weekly',
  monthly: 'Monthly',
  month_end: 'End of month',
  month_start: 'Start of month',
  quarterly: 'Quarterly',
  yearly: 'Yearly',
};

const frequencyOptions = SEND_FREQUENCIES.map((f) => ({ value: f, label: FREQUENCY_LABELS[f] }));

export interface ScheduleFieldsProps {
  values: Pick<SendFormValues, 'scheduled' | 'sendDate' | 'frequency' | 'daysUntilDue'>;
  set: <K extends 'scheduled' | 'sendDate' | 'frequency' | 'daysUntilDue'>(key: K, value: SendFormValues[K]) => void;
  today: IsoDay;
  errors: SendErrors;
}

/** Scheduled and recurring sends (spec 001 §4): the first send date, how often, and days until due. */
export function ScheduleFields({ values, set, today, errors }: ScheduleFieldsProps) {
  return (
    <Stack gap="sm">
      <Switch
        label="Schedule send"
        description="Send later, once or repeatedly; each questionnaire is due the chosen number of days after it is sent."
        checked={values.scheduled}
        onChange={(e) => set('scheduled', e.currentTarget.checked)}
      />
      {values.scheduled ? (
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <DateInput
            id={fieldId('first_scheduled_date')}
            label="Send date"
            required
            value={values.sendDate}
            onChange={(d) => set('sendDate', d)}
            valueFormat={DISPLAY_DATE_FORMAT}
            placeholder="Pick a date"
            minDate={today}
            error={errors.first_scheduled_date}
            popoverProps={{ withinPortal: true }}
          />
          <Select
            id={fieldId('frequency')}
            label="Frequency"
            required
            data={frequencyOptions}
            value={values.frequency}
            onChange={(f) => set('frequency', (f ?? 'once') as SendFrequency)}
            allowDeselect={false}
            error={errors.frequency}
            comboboxProps={{ withinPortal: true }}
          />
          <NumberInput
            id={fieldId('days_until_due')}
            label="Days until due"
            required
            min={1}
            max={365}
            allowDecimal={false}
            allowNegative={false}
            value={values.daysUntilDue}
            onChange={(n) => set('daysUntilDue', n)}
            error={errors.days_until_due}
          />
        </SimpleGrid>
      ) : null}
      {values.scheduled && errors.due_date ? (
        <Text size="sm" c="red.8">
          {errors.due_date}
        </Text>
      ) : null}
    </Stack>
  );
}
