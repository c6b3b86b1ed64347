import { ActionIcon, Alert, Button, Group, Paper, Select, Stack, Text, TextInput } from '@mantine/core';
import {
  newWorkflowDraft,
  saveWorkflowSchema,
  WORKFLOW_STEP_TYPES,
  WORKFLOW_TRIGGERS,
  workflowMessages,
  workflowStepLabels,
  workflowTriggerLabels,
  type SaveWorkflowInput,
  type Workflow,
  type WorkflowStepInput,
  type WorkflowTrigger,
} from '@portal/domain';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { AppModal } from '../../../components/app-modal';
import { notify } from '../../../lib/notify';
import { useSaveWorkflow } from '../api/save-workflow';
import { emptyContent, WorkflowStepFields, type StepOption } from './workflow-step-fields';

export const WORKFLOW_SAVE_FAILED = 'Failed to save workflow';

export interface WorkflowDialogProps {
  opened: boolean;
  /** The workflow to edit; null creates one. */
  workflow: Workflow | null;
  staff: StepOption[];
  templates: StepOption[];
  /** An AI service is configured: agent steps may be added (issue 38 §8). */
  agentAvailable: boolean;
  onClose: () => void;
}

type StepKind = Exclude<(typeof WORKFLOW_STEP_TYPES)[number], 'trigger'>;
const STEP_KINDS = WORKFLOW_STEP_TYPES.filter((k): k is StepKind => k !== 'trigger');

let counter = 0;
const newId = () => `s${Date.now().toString(36)}${(++counter).toString(36)}`;

/** Workflow create/edit (spec 002 §2 Dialogs): the title, the trigger, and the steps in order. */
export function WorkflowDialog({ opened, workflow, ...rest }: WorkflowDialogProps) {
  return (
    <AppModal opened={opened} onClose={rest.onClose} title={workflow ? 'Edit Workflow' : 'Create Workflow'} size="lg">
      {opened ? <WorkflowForm key={workflow?.id ?? 'new'} workflow={workflow} {...rest} /> : null}
    </AppModal>
  );
}

/** Blank lines of an item list are not items. */
const tidy = (s: WorkflowStepInput): WorkflowStepInput =>
  s.stepType === 'request_additional_items'
    ? { ...s, content: { items: s.content.items.map((i) => i.trim()).filter(Boolean) } }
    : s;

/** A new step: built in, so it runs with or without an AI service. */
const newStep = (position: number): WorkflowStepInput => ({
  id: newId(),
  position,
  stepType: 'create_note',
  content: emptyContent('create_note') as { text: string },
});

function WorkflowForm({ workflow, staff, templates, agentAvailable, onClose }: Omit<WorkflowDialogProps, 'opened'>) {
  const initial: SaveWorkflowInput = workflow
    ? { title: workflow.title, steps: workflow.steps as WorkflowStepInput[] }
    : newWorkflowDraft(newId);
  const [title, setTitle] = useState(initial.title);
  const [trigger, setTrigger] = useState<WorkflowStepInput>(initial.steps.find((s) => s.stepType === 'trigger')!);
  const [steps, setSteps] = useState<WorkflowStepInput[]>(initial.steps.filter((s) => s.stepType !== 'trigger'));
  const [errors, setErrors] = useState<{ title?: string; form?: string; steps: Record<number, string> }>({
    steps: {},
  });
  const save = useSaveWorkflow();

  const body = (): SaveWorkflowInput => ({
    title,
    steps: [trigger, ...steps.map(tidy)].map((s, position) => ({ ...s, position })),
  });
  const update = (i: number, next: WorkflowStepInput) => setSteps((all) => all.map((s, j) => (j === i ? next : s)));
  const move = (i: number, by: -1 | 1) =>
    setSteps((all) => {
      const next = [...all];
      [next[i], next[i + by]] = [next[i + by]!, next[i]!];
      return next;
    });

  const submit = () => {
    const parsed = saveWorkflowSchema.safeParse(body());
    if (!parsed.success) {
      const found: typeof errors = { steps: {} };
      for (const issue of parsed.error.issues) {
        const [field, index] = issue.path;
        if (field === 'title') found.title ??= issue.message;
        else if (typeof index === 'number' && index > 0) found.steps[index - 1] ??= issue.message;
        else found.form ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({ steps: {} });
    save.mutate(
      { id: workflow?.id ?? null, body: body() },
      {
        onSuccess: () => {
          notify.success(workflowMessages.saved);
          onClose();
        },
        onError: (e) => notify({ kind: 'error', title: WORKFLOW_SAVE_FAILED, message: e.message }),
      },
    );
  };

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <Stack gap="md">
        <TextInput
          label="Title"
          required
          maxLength={200}
          data-autofocus
          value={title}
          error={errors.title}
          onChange={(e) => setTitle(e.currentTarget.value)}
        />
        <Select
          label="When"
          description="The trigger that starts this workflow."
          data={WORKFLOW_TRIGGERS.map((t) => ({ value: t, label: workflowTriggerLabels[t] }))}
          allowDeselect={false}
          value={trigger.content as WorkflowTrigger}
          onChange={(v) => v && setTrigger({ ...trigger, content: v as WorkflowTrigger } as WorkflowStepInput)}
          comboboxProps={{ withinPortal: true }}
        />
        {steps.map((step, i) => {
          const label = `Step ${i + 1}`;
          return (
            <Paper key={step.id} withBorder p="sm" radius="md" component="fieldset" aria-label={label}>
              <Stack gap="xs">
                <Group justify="space-between" wrap="nowrap" align="flex-end">
                  <Select
                    label={`${label}: kind`}
                    // Agent steps only with an AI service; a step that already is one stays listed, to be replaced.
                    data={STEP_KINDS.filter((k) => k !== 'agent' || agentAvailable || step.stepType === 'agent').map(
                      (k) => ({ value: k, label: workflowStepLabels[k] }),
                    )}
                    error={step.stepType === 'agent' && !agentAvailable ? workflowMessages.agentCannotRun : undefined}
                    allowDeselect={false}
                    value={step.stepType}
                    onChange={(v) =>
                      v &&
                      update(i, {
                        id: step.id,
                        position: step.position,
                        stepType: v,
                        content: emptyContent(v as StepKind),
                      } as WorkflowStepInput)
                    }
                    comboboxProps={{ withinPortal: true }}
                    style={{ flex: 1 }}
                  />
                  <Group gap={4} wrap="nowrap">
                    <ActionIcon
                      variant="default"
                      size="lg"
                      aria-label={`Move ${label} up`}
                      disabled={i === 0}
                      onClick={() => move(i, -1)}
                    >
                      <IconArrowUp size={16} aria-hidden />
                    </ActionIcon>
                    <ActionIcon
                      variant="default"
                      size="lg"
                      aria-label={`Move ${label} down`}
                      disabled={i === steps.length - 1}
                      onClick={() => move(i, 1)}
                    >
                      <IconArrowDown size={16} aria-hidden />
                    </ActionIcon>
                    <ActionIcon
                      variant="default"
                      size="lg"
                      aria-label={`Remove ${label}`}
                      onClick={() => setSteps((all) => all.filter((_, j) => j !== i))}
                    >
                      <IconTrash size={16} aria-hidden />
                    </ActionIcon>
                  </Group>
                </Group>
                <WorkflowStepFields
                  step={step}
                  label={label}
                  error={errors.steps[i] ?? null}
                  staff={staff}
                  templates={templates}
                  onChange={(content) => update(i, { ...step, content } as WorkflowStepInput)}
                />
              </Stack>
            </Paper>
          );
        })}
        {errors.form ? (
          <Alert color="red" variant="light" role="alert">
            {errors.form}
          </Alert>
        ) : null}
        <Group justify="space-between">
          <Button
            variant="default"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => setSteps((all) => [...all, newStep(all.length + 1)])}
          >
            Add step
          </Button>
          <Group>
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending}>
              {workflow ? 'Save' : 'Create'}
            </Button>
          </Group>
        </Group>
        <Text size="xs" c="dimmed">
          A new workflow starts inactive. It acts as the person who last saved or switched it on.
          {agentAvailable ? '' : ` ${workflowMessages.agentNeedsAi}`}
        </Text>
      </Stack>
    </form>
  );
}
