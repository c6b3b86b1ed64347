import { Checkbox, Group, PasswordInput, Radio, Select, Stack, Textarea, TextInput } from '@mantine/core';
import {
  BOOLEAN_ANSWERS,
  characterCounter,
  isSpecialAnswer,
  joinMultiple,
  splitMultiple,
  type Question,
} from '@portal/domain';
import { lazyComponent } from '../../../components/lazy-component';
import { GlossaryText } from './glossary-text';

/** The date picker (with its calendar and date library) loads when a date question is first drawn (issue 22 §4). */
const DateAnswerInput = lazyComponent(() => import('./date-answer-input').then((m) => m.DateAnswerInput));

/** 'typed' answers wait for the user to stop typing; 'chosen' ones are final at once. */
export type AnswerHow = 'typed' | 'chosen';

export interface AnswerInputProps {
  question: Question;
  value: string;
  onChange: (value: string, how: AnswerHow) => void;
  disabled?: boolean;
  /** The control's accessible name; the question's text unless told. */
  label?: string;
  error?: string | null;
  /** The control a dialog opening on this field focuses first. */
  autoFocus?: boolean;
}

/**
 * The input of one question type, with the question's text as its label. A special answer ('Not
 * Applicable'...) is said beside the question, so the input then shows nothing rather than that word.
 */
export function AnswerInput({ question, value: raw, onChange, disabled, label, error, autoFocus }: AnswerInputProps) {
  const value = isSpecialAnswer(raw) ? '' : raw;
  const name = label ?? question.text;
  const max = question.number_of_characters;
  const common = {
    label: label ?? <GlossaryText text={question.text} />,
    disabled,
    error: error ?? undefined,
    // Mantine's modal focuses the element marked data-autofocus when it opens.
    ...(autoFocus ? { 'data-autofocus': true } : {}),
  };
  switch (question.question_type) {
    case 'boolean':
      return (
        <Radio.Group {...common} value={value || null} onChange={(v) => onChange(v, 'chosen')}>
          <Group gap="lg" mt={6}>
            {BOOLEAN_ANSWERS.map((option) => (
              <Radio key={option} value={option} label={option} disabled={disabled} />
            ))}
          </Group>
        </Radio.Group>
      );
    case 'select':
      return (
        <Select
          {...common}
          data={question.options}
          value={value || null}
          onChange={(v) => onChange(v ?? '', 'chosen')}
          placeholder="Choose an answer"
          clearable
          comboboxProps={{ withinPortal: true }}
        />
      );
    case 'multiple': {
      const picked = splitMultiple(value);
      return (
        <Checkbox.Group
          {...common}
          value={picked}
          // Kept in the options' order, whatever order they were ticked in.
          onChange={(v) => onChange(joinMultiple(question.options.filter((o) => v.includes(o))), 'chosen')}
        >
          <Stack gap={6} mt={6}>
            {question.options.map((option) => (
              <Checkbox key={option} value={option} label={option} disabled={disabled} />
            ))}
          </Stack>
        </Checkbox.Group>
      );
    }
    case 'date':
      return (
        <DateAnswerInput
          common={common}
          id={`answer-date-${question.id}`}
          name={name}
          questionText={question.text}
          value={value}
          onChange={(v) => onChange(v, 'typed')}
        />
      );
    case 'password':
      return (
        <PasswordInput
          {...common}
          value={value}
          maxLength={max ?? undefined}
          description={max ? characterCounter(value, max) : undefined}
          autoComplete="off"
          visibilityToggleButtonProps={{ 'aria-label': `Show or hide ${name}` }}
          onChange={(e) => onChange(e.currentTarget.value, 'typed')}
        />
      );
    case 'textarea':
      return (
        <Textarea
          {...common}
          value={value}
          autosize
          minRows={3}
          maxLength={max ?? undefined}
          description={max ? characterCounter(value, max) : undefined}
          onChange={(e) => onChange(e.currentTarget.value, 'typed')}
        />
      );
    default:
      return (
        <TextInput
          {...common}
          value={value}
          maxLength={max ?? undefined}
          description={max ? characterCounter(value, max) : undefined}
          onChange={(e) => onChange(e.currentTarget.value, 'typed')}
        />
      );
  }
}
