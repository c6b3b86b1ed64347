import { Checkbox, NativeSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useDraft, useEditor } from './editor-context';
import { EDITOR_TEXTS } from './editor-labels';
import { triggerChoices, triggerQuestions, updateSection, type EditorSection } from './template-tree';

interface SectionTriggerProps {
  section: EditorSection;
  index: number;
}

/** A triggered section: shown only when a question elsewhere in the template has a given answer. */
export function SectionTrigger({ section, index }: SectionTriggerProps) {
  const draft = useDraft();
  const { update, errors } = useEditor();
  const n = index + 1;
  const candidates = triggerQuestions(draft, section.uid);
  const trigger = section.trigger;
  const setTrigger = (next: EditorSection['trigger']) =>
    update((t) => updateSection(t, section.uid, { trigger: next }));
  const error = errors[`sections.${index}.trigger`];
  const chosen = trigger ? candidates.find((c) => c.key === trigger.questionKey) : undefined;
  const choices = chosen ? triggerChoices(chosen.question) : [];

  return (
    <Stack gap="xs">
      <Checkbox
        label="Show this section only for an answer"
        aria-label={`Section ${n} shows only for an answer`}
        checked={trigger !== null}
        disabled={trigger === null && candidates.length === 0}
        onChange={(e) => setTrigger(e.currentTarget.checked ? { questionKey: '', answer: '' } : null)}
      />
      {trigger === null && candidates.length === 0 ? (
        <Text size="xs" c="dimmed">
          {EDITOR_TEXTS.noTriggerQuestions}
        </Text>
      ) : null}
      {trigger ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
          <NativeSelect
            label="Question"
            aria-label={`Section ${n} trigger question`}
            value={trigger.questionKey}
            error={error ? (trigger.questionKey ? error : EDITOR_TEXTS.chooseTriggerQuestion) : undefined}
            data={[
              { value: '', label: 'Choose a question' },
              ...(trigger.questionKey && !chosen
                ? [{ value: trigger.questionKey, label: 'A question that was removed' }]
                : []),
              ...candidates.map((c) => ({ value: c.key, label: c.label })),
            ]}
            onChange={(e) => {
              const key = e.currentTarget.value;
              const q = candidates.find((c) => c.key === key);
              setTrigger({ questionKey: key, answer: (q && triggerChoices(q.question)[0]) ?? '' });
            }}
          />
          {choices.length > 0 ? (
            <NativeSelect
              label="Answer"
              aria-label={`Section ${n} trigger answer`}
              value={trigger.answer}
              data={choices.includes(trigger.answer) ? choices : [trigger.answer, ...choices]}
              onChange={(e) => setTrigger({ ...trigger, answer: e.currentTarget.value })}
            />
          ) : (
            <TextInput
              label="Answer"
              aria-label={`Section ${n} trigger answer`}
              maxLength={500}
              value={trigger.answer}
              onChange={(e) => setTrigger({ ...trigger, answer: e.currentTarget.value })}
            />
          )}
        </SimpleGrid>
      ) : null}
    </Stack>
  );
}
