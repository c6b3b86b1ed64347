import { Alert, Button, Checkbox, Group, SegmentedControl, Select, Stack, TextInput } from '@mantine/core';
import { sendMessages, utcDay, type SendKind } from '@portal/domain';
import { useMediaQuery } from '@mantine/hooks';
import { IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import type { SendOptions } from '../api/send-options';
import { DueDateField } from './due-date-field';
import { ExtraQuestionsField } from './extra-questions-field';
import { RecipientsField } from './recipients-field';
import { ScheduleFields } from './schedule-fields';
import { TemplateOptions, TemplateSelect } from './template-fields';
import { fieldId, type useSendForm } from './use-send-form';

export interface SendFormProps {
  form: ReturnType<typeof useSendForm>;
  options: SendOptions;
  fixedIds?: number[];
  serverError: string | null;
  /** The entities that already have this template and year (issue 21 §8), or null. */
  duplicateWarning?: string | null;
  pending: boolean;
  onSubmit: (isDraft: boolean) => void;
}

const KIND_LABELS: Record<SendKind, string> = {
  template: 'Template',
  drop_off: 'Document Drop Off',
  custom: 'Custom',
};

/** The fields of the chosen kind of send, and Save as draft / Send. */
export function SendForm({
  form,
  options,
  fixedIds,
  serverError,
  duplicateWarning = null,
  pending,
  onSubmit,
}: SendFormProps) {
  const { values, set, errors } = form;
  const [today] = useState(() => utcDay(new Date()));
  // 'Document Drop Off' does not fit beside the others on a phone (375 px).
  const narrow = useMediaQuery('(max-width: 30em)');
  const kinds: SendKind[] = options.document_drop_off_enabled
    ? ['template', 'drop_off', 'custom']
    : ['template', 'custom'];
  const scheduled = values.kind === 'template' && values.scheduled;

  return (
    <Stack gap="md">
      <SegmentedControl
        aria-label="Questionnaire type"
        fullWidth
        orientation={narrow ? 'vertical' : 'horizontal'}
        data={kinds.map((k) => ({ value: k, label: KIND_LABELS[k] }))}
        value={values.kind}
        onChange={(k) => set('kind', k as SendKind)}
      />
      {serverError ? (
        <Alert color="red" variant="light" role="alert">
          {serverError}
        </Alert>
      ) : null}
      {values.kind === 'drop_off' ? (
        <Alert color="blue" variant="light" role="note" icon={<IconInfoCircle aria-hidden />}>
          {sendMessages.sensitiveWarning}
        </Alert>
      ) : null}
      {values.kind === 'template' ? (
        <TemplateSelect
          value={values.templateId}
          onChange={(id) => set('templateId', id)}
          error={errors.questionnaire_template_id}
        />
      ) : null}
      {values.kind === 'custom' ? (
        <TextInput
          id={fieldId('name')}
          label="Subject"
          required
          maxLength={300}
          value={values.subject}
          onChange={(e) => set('subject', e.currentTarget.value)}
          error={errors.name}
        />
      ) : null}
      <RecipientsField
        fixedIds={fixedIds}
        entityTypes={options.entity_types}
        companyIds={values.companyIds}
        companyTypes={values.companyTypes}
        onCompanies={(ids) => set('companyIds', ids)}
        onTypes={(types) => set('companyTypes', types)}
        errors={errors}
      />
      <Select
        id={fieldId('tax_year')}
        label="Tax year"
        required
        data={options.tax_years.map(String)}
        value={values.taxYear === null ? null : String(values.taxYear)}
        onChange={(y) => set('taxYear', y === null ? null : Number(y))}
        error={errors.tax_year}
        comboboxProps={{ withinPortal: true }}
        maw={220}
      />
      {/* A live region that is always there, so the warning is read out when it appears. */}
      <div role="status" aria-live="polite">
        {duplicateWarning ? (
          <Alert color="yellow" variant="light" title="Already sent">
            {duplicateWarning}
          </Alert>
        ) : null}
      </div>
      {scheduled ? null : (
        <DueDateField
          value={values.dueDate}
          onChange={(d) => set('dueDate', d)}
          today={today}
          optional={values.kind === 'custom'}
          error={errors.due_date}
        />
      )}
      {values.kind === 'template' ? <ScheduleFields values={values} set={set} today={today} errors={errors} /> : null}
      {values.kind === 'custom' ? null : (
        <Checkbox
          id={fieldId('include_prior_year_items')}
          label="Include prior year items"
          checked={values.includePriorYearItems}
          onChange={(e) => set('includePriorYearItems', e.currentTarget.checked)}
        />
      )}
      {values.kind === 'template' ? (
        <TemplateOptions values={values} set={set} errors={errors} paymentsReady={options.payments_ready} />
      ) : null}
      <KindItems form={form} />
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={() => onSubmit(true)} disabled={pending}>
          Save as draft
        </Button>
        <Button onClick={() => onSubmit(false)} loading={pending}>
          Send
        </Button>
      </Group>
    </Stack>
  );
}

function KindItems({ form }: { form: SendFormProps['form'] }) {
  const { values, setItems, errors } = form;
  const items = values.items[values.kind];
  const error = errors.questions_to_create;
  if (values.kind === 'custom')
    return <ExtraQuestionsField legend="Items" noun="Item" items={items} onChange={setItems} error={error} />;
  if (values.kind === 'drop_off')
    return (
      <ExtraQuestionsField
        legend="Additional items"
        noun="Item"
        description="Documents to upload besides the prior year items; options must not contain slashes or periods."
        items={items}
        onChange={setItems}
        withOptions
        error={error}
      />
    );
  return (
    <ExtraQuestionsField
      legend="Additional questions"
      noun="Question"
      description="Asked after the template's own questions."
      items={items}
      onChange={setItems}
      error={error}
    />
  );
}
