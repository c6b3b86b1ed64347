import { NumberInput, Select, Textarea, TextInput } from '@mantine/core';
import {
  DEFAULT_AGENT_TASK,
  MAX_AGENT_TASK_LENGTH,
  type WorkflowAction,
  type WorkflowStepInput,
  type WorkflowStepType,
} from '@portal/domain';

export interface StepOption {
  id: number;
  name: string;
}

/** What a step of this kind starts with when it is added or its kind changes. */
export function emptyContent(kind: Exclude<WorkflowStepType, 'trigger'>): WorkflowStepInput['content'] {
  const empty: { [K in WorkflowAction | 'agent']: unknown } = {
    agent: DEFAULT_AGENT_TASK,
    send_message: { text: '' },
    request_additional_items: { items: [] },
    add_tag: { tag: '' },
    assign_firm_user: { role: 'cpa' },
    create_note: { text: '' },
    send_questionnaire: { days_until_due: 14 },
  };
  return empty[kind] as WorkflowStepInput['content'];
}

export interface StepFieldsProps {
  step: WorkflowStepInput;
  /** Names the step's controls ("Step 2 …") so each is told apart. */
  label: string;
  error: string | null;
  staff: StepOption[];
  templates: StepOption[];
  onChange: (content: WorkflowStepInput['content']) => void;
}

/** The fields of one step: the agent's task in words, or a built-in action's fields. */
export function WorkflowStepFields({ step, label, error, staff, templates, onChange }: StepFieldsProps) {
  const c = (step.content ?? {}) as Record<string, unknown>;
  const set = (patch: Record<string, unknown>) => onChange({ ...c, ...patch } as WorkflowStepInput['content']);
  const err = error ?? undefined;
  switch (step.stepType) {
    case 'agent':
      return (
        <Textarea
          label={`${label}: task`}
          description="In words: what the agent should do. It may only message the entity's clients, request items, tag, assign, add a note or send a questionnaire."
          autosize
          minRows={3}
          maxLength={MAX_AGENT_TASK_LENGTH}
          value={step.content}
          error={err}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      );
    case 'send_message':
    case 'create_note':
      return (
        <Textarea
          label={`${label}: ${step.stepType === 'send_message' ? 'message' : 'note'}`}
          autosize
          minRows={2}
          maxLength={5000}
          value={String(c.text ?? '')}
          error={err}
          onChange={(e) => set({ text: e.currentTarget.value })}
        />
      );
    case 'add_tag':
      return (
        <TextInput
          label={`${label}: tag`}
          maxLength={60}
          value={String(c.tag ?? '')}
          error={err}
          onChange={(e) => set({ tag: e.currentTarget.value })}
        />
      );
    case 'request_additional_items':
      return (
        <Textarea
          label={`${label}: items`}
          description="One item per line."
          autosize
          minRows={2}
          value={((c.items as string[] | undefined) ?? []).join('\n')}
          error={err}
          onChange={(e) => set({ items: e.currentTarget.value.split('\n') })}
        />
      );
    case 'assign_firm_user':
      return (
        <>
          <Select
            label={`${label}: role`}
            data={[
              { value: 'cpa', label: 'CPA' },
              { value: 'client_manager', label: 'Client manager' },
            ]}
            allowDeselect={false}
            value={String(c.role ?? 'cpa')}
            onChange={(v) => set({ role: v ?? 'cpa' })}
            comboboxProps={{ withinPortal: true }}
          />
          <Select
            label={`${label}: firm user`}
            data={staff.map((s) => ({ value: String(s.id), label: s.name }))}
            searchable
            value={c.user_id ? String(c.user_id) : null}
            error={err}
            onChange={(v) => set({ user_id: v ? Number(v) : undefined })}
            comboboxProps={{ withinPortal: true }}
          />
        </>
      );
    case 'send_questionnaire':
      return (
        <>
          <Select
            label={`${label}: template`}
            data={templates.map((t) => ({ value: String(t.id), label: t.name }))}
            searchable
            value={c.questionnaire_template_id ? String(c.questionnaire_template_id) : null}
            error={err}
            onChange={(v) => set({ questionnaire_template_id: v ? Number(v) : undefined })}
            comboboxProps={{ withinPortal: true }}
          />
          <NumberInput
            label={`${label}: due in (days)`}
            min={1}
            max={365}
            value={Number(c.days_until_due ?? 14)}
            onChange={(v) => set({ days_until_due: typeof v === 'number' ? v : 14 })}
          />
        </>
      );
    default:
      return null;
  }
}
