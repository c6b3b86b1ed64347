import { Checkbox, NumberInput, Select, Stack } from '@mantine/core';
import { sendMessages } from '@portal/domain';
import { useTemplates } from '../../../lib/questionnaires/list-templates';
import { fieldId, type SendErrors, type SendFormValues } from './use-send-form';

type Setter = <K extends keyof SendFormValues>(key: K, value: SendFormValues[K]) => void;

export function TemplateSelect({
  value,
  onChange,
  error,
}: {
  value: number | null;
  onChange: (id: number | null) => void;
  error?: string;
}) {
  const templates = useTemplates();
  const data = (templates.data ?? []).map((t) => ({ value: String(t.id), label: t.name }));
  return (
    <Select
      id={fieldId('questionnaire_template_id')}
      label="Template"
      required
      placeholder={templates.isPending ? 'Loading templates…' : 'Choose a template'}
      data={data}
      value={value === null ? null : String(value)}
      onChange={(v) => onChange(v === null ? null : Number(v))}
      searchable
      nothingFoundMessage={templates.isError ? templates.error.message : 'No templates yet: create one under Templates'}
      error={error}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

export interface TemplateOptionsProps {
  values: SendFormValues;
  set: Setter;
  errors: SendErrors;
  paymentsReady: boolean;
}

/** The options of a template send (spec 001 §3 payload): checklist, signatures, profile, deposit. */
export function TemplateOptions({ values, set, errors, paymentsReady }: TemplateOptionsProps) {
  // The spec shows the Stripe message as soon as a deposit is asked for without payments set up.
  const depositError =
    errors.deposit_required ?? (values.depositRequired && !paymentsReady ? sendMessages.stripe : undefined);
  return (
    <Stack gap="xs">
      <Checkbox
        label="Show uploads as document checklist"
        checked={values.showUploadsAsChecklist}
        onChange={(e) => set('showUploadsAsChecklist', e.currentTarget.checked)}
      />
      <Checkbox
        label="All owners must sign"
        checked={values.allOwnersSign}
        onChange={(e) => set('allOwnersSign', e.currentTarget.checked)}
      />
      <Checkbox
        label="Ask to confirm profile"
        description="The client reviews their contact details before submitting."
        checked={values.updateProfile}
        onChange={(e) => set('updateProfile', e.currentTarget.checked)}
      />
      <Checkbox
        id={fieldId('deposit_required')}
        label="Require a deposit"
        checked={values.depositRequired}
        onChange={(e) => set('depositRequired', e.currentTarget.checked)}
        error={depositError}
      />
      {values.depositRequired && paymentsReady ? (
        <NumberInput
          id={fieldId('deposit_amount')}
          label="Deposit amount"
          required
          prefix="$"
          min={0.01}
          max={1_000_000}
          decimalScale={2}
          thousandSeparator=","
          allowNegative={false}
          value={values.depositAmount}
          onChange={(n) => set('depositAmount', n)}
          error={errors.deposit_amount}
          maw={220}
        />
      ) : null}
    </Stack>
  );
}
