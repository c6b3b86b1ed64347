import { z } from 'zod';
import { specAlias } from '../common/spec-alias.ts';
import { MAX_INT32, recordIdParam } from '../common/ids.ts';

/**
 * Workflows (spec 002 §3, §4, §7): the firm's own automations. A workflow is `{title, steps: [{id, stepType,
 * content, position}]}`: the first step is the trigger (its content is the trigger's type), the others are
 * agent steps (content: a task in words) or steps of a built-in kind (content: the action's fields).
 */
export const WORKFLOW_TRIGGERS = ['questionnaire_submitted', 'new_client_added'] as const;
export type WorkflowTrigger = (typeof WORKFLOW_TRIGGERS)[number];

/** The portal actions a workflow may take, as built-in steps and as the agent's only tools. */
export const WORKFLOW_ACTIONS = [
  'send_message',
  'request_additional_items',
  'add_tag',
  'assign_firm_user',
  'create_note',
  'send_questionnaire',
] as const;
export type WorkflowAction = (typeof WORKFLOW_ACTIONS)[number];

export const WORKFLOW_STEP_TYPES = ['trigger', 'agent', ...WORKFLOW_ACTIONS] as const;
export type WorkflowStepType = (typeof WORKFLOW_STEP_TYPES)[number];

/** Ours: the spec says a default title and a default agent task text exist, not what they say. */
export const DEFAULT_WORKFLOW_TITLE = 'Untitled workflow';
export const DEFAULT_AGENT_TASK =
  "Review what happened and take the next step for this entity: message the entity's clients, request any missing items, tag the entity or assign the right firm user.";
/** A new workflow's first step (issue 38 §8): built in, so it runs without an AI service. */
export const DEFAULT_NOTE_TEXT = 'Follow up with this client.';
export const MAX_WORKFLOW_STEPS = 20;
export const MAX_AGENT_TASK_LENGTH = 4000;

export const workflowMessages = {
  titleRequired: 'Please enter a workflow title',
  triggerFirst: 'A workflow starts with exactly one trigger',
  stepRequired: 'Add at least one step after the trigger',
  tooManySteps: `A workflow can have at most ${MAX_WORKFLOW_STEPS} steps`,
  duplicateStepId: 'Each step needs its own id',
  duplicatePosition: 'Each step needs its own position',
  taskRequired: 'Please describe the task',
  textRequired: 'Please enter the text',
  tagRequired: 'Please enter a tag',
  itemsRequired: 'Please enter at least one item',
  userRequired: 'Please choose a firm user',
  templateRequired: 'Please choose a template',
  notFound: 'Workflow not found',
  runNotFound: 'Workflow run not found',
  disabled: 'Workflows are not enabled for this firm',
  saved: 'Workflow saved',
  activated: 'Workflow activated',
  deactivated: 'Workflow deactivated',
  duplicated: 'Workflow duplicated',
  deleted: 'Workflow deleted',
  rerun: 'The workflow runs again',
  confirmDelete: 'Delete this workflow? Its run history is deleted with it.',
  empty: 'No workflows to display.',
  noRuns: 'No runs yet.',
  agentNeedsAi:
    'Agent steps need an AI service. Set AI_API_KEY (and AI_BASE_URL for any OpenAI-compatible server, a self-hosted one too, and AI_MODEL), then restart the portal. Built-in steps run without one.',
  agentCannotRun: 'Its agent step cannot run: no AI service is configured.',
} as const;

export const workflowTriggerLabels: Record<WorkflowTrigger, string> = {
  questionnaire_submitted: 'A questionnaire is submitted',
  new_client_added: 'A new client is added',
};

export const workflowStepLabels: Record<WorkflowStepType, string> = {
  trigger: 'Trigger',
  agent: 'Agent task',
  send_message: "Message the entity's clients",
  request_additional_items: 'Request additional items',
  add_tag: 'Add a tag',
  assign_firm_user: 'Assign a firm user',
  create_note: 'Create a note',
  send_questionnaire: 'Send a questionnaire from a template',
};

const text = (max: number, message: string) => z.string().trim().min(1, message).max(max);
const id = (message: string) => z.number({ error: message }).int().positive(message).max(MAX_INT32);

/** The fields of each built-in action; the agent's tools take the same fields (plus the entity). */
export const workflowActionContent = {
  send_message: z.object({ text: text(5000, workflowMessages.textRequired) }),
  request_additional_items: z.object({
    items: z.array(text(1000, workflowMessages.itemsRequired)).min(1, workflowMessages.itemsRequired).max(50),
  }),
  add_tag: z.object({ tag: text(60, workflowMessages.tagRequired) }),
  assign_firm_user: z.object({
    role: z.enum(['cpa', 'client_manager']),
    user_id: id(workflowMessages.userRequired),
  }),
  create_note: z.object({ text: text(5000, workflowMessages.textRequired) }),
  send_questionnaire: z.object({
    questionnaire_template_id: id(workflowMessages.templateRequired),
    days_until_due: z.number().int().min(1).max(365).default(14),
  }),
} satisfies Record<WorkflowAction, z.ZodType>;
export type WorkflowActionContent<A extends WorkflowAction> = z.infer<(typeof workflowActionContent)[A]>;

const stepBase = {
  id: z.string().trim().min(1).max(64),
  position: z.number().int().min(0).max(1000),
};

const actionStep = <A extends WorkflowAction>(a: A) =>
  z.object({ ...stepBase, stepType: z.literal(a), content: workflowActionContent[a] });

export const workflowStepSchema = z.discriminatedUnion('stepType', [
  z.object({ ...stepBase, stepType: z.literal('trigger'), content: z.enum(WORKFLOW_TRIGGERS) }),
  z.object({
    ...stepBase,
    stepType: z.literal('agent'),
    content: text(MAX_AGENT_TASK_LENGTH, workflowMessages.taskRequired),
  }),
  actionStep('send_message'),
  actionStep('request_additional_items'),
  actionStep('add_tag'),
  actionStep('assign_firm_user'),
  actionStep('create_note'),
  actionStep('send_questionnaire'),
]);
export type WorkflowStep = z.output<typeof workflowStepSchema>;
export type WorkflowStepInput = z.input<typeof workflowStepSchema>;

/** Steps in the order they run: by position, then as given. */
export function orderWorkflowSteps<S extends { position: number }>(steps: readonly S[]): S[] {
  return steps
    .map((s, i) => ({ s, i }))
    .sort((a, b) => a.s.position - b.s.position || a.i - b.i)
    .map(({ s }) => s);
}

/** The steps in running order, numbered 0, 1, 2… as they are stored. */
export function renumberWorkflowSteps<S extends { position: number }>(steps: readonly S[]): S[] {
  return orderWorkflowSteps(steps).map((s, position) => ({ ...s, position }));
}

/** The trigger of a saved workflow (its first step). */
export const workflowTriggerOf = (steps: readonly WorkflowStep[]): WorkflowTrigger | null => {
  const first = orderWorkflowSteps(steps)[0];
  return first?.stepType === 'trigger' ? first.content : null;
};

/** Save workflow {title, steps (id, stepType, content, position)} (spec 002 §7). */
export const saveWorkflowSchema = z
  .object({
    title: z.string().trim().min(1, workflowMessages.titleRequired).max(200),
    steps: z.array(workflowStepSchema).max(MAX_WORKFLOW_STEPS, workflowMessages.tooManySteps),
  })
  .superRefine((w, ctx) => {
    const ordered = orderWorkflowSteps(w.steps);
    if (ordered[0]?.stepType !== 'trigger' || ordered.filter((s) => s.stepType === 'trigger').length !== 1) {
      ctx.addIssue({ code: 'custom', path: ['steps'], message: workflowMessages.triggerFirst });
    } else if (ordered.length < 2) {
      ctx.addIssue({ code: 'custom', path: ['steps'], message: workflowMessages.stepRequired });
    }
    if (new Set(w.steps.map((s) => s.id)).size !== w.steps.length)
      ctx.addIssue({ code: 'custom', path: ['steps'], message: workflowMessages.duplicateStepId });
    if (new Set(w.steps.map((s) => s.position)).size !== w.steps.length)
      ctx.addIssue({ code: 'custom', path: ['steps'], message: workflowMessages.duplicatePosition });
  })
  .transform((w) => ({ ...w, steps: renumberWorkflowSteps(w.steps) }));
export type SaveWorkflowInput = z.input<typeof saveWorkflowSchema>;
export type SavedWorkflow = z.output<typeof saveWorkflowSchema>;

/**
 * A new workflow as the create dialog opens it: the default title, a trigger and one built-in step (issue 38 §8),
 * which runs whether or not an AI service is configured.
 */
export const newWorkflowDraft = (newId: () => string): SaveWorkflowInput => ({
  title: DEFAULT_WORKFLOW_TITLE,
  steps: [
    { id: newId(), stepType: 'trigger', content: 'questionnaire_submitted', position: 0 },
    { id: newId(), stepType: 'create_note', content: { text: DEFAULT_NOTE_TEXT }, position: 1 },
  ],
});

/** How many agent steps a workflow has: each needs an AI service to run. */
export const agentStepCount = (steps: readonly { stepType: string }[]) =>
  steps.filter((s) => s.stepType === 'agent').length;

export const WORKFLOW_STATUSES = ['Active', 'Inactive'] as const;

/** A row of the Workflows table (spec 002 §3 row fields: id, name, status, lastModified) with its steps. */
export const workflowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  status: z.enum(WORKFLOW_STATUSES),
  lastModified: z.string(),
  title: z.string(),
  /** The steps in running order (spec 002 §3 workflow_steps): the trigger, then agent or built-in steps. */
  workflow_steps: z.array(
    z.object({
      id: z.string(),
      step_type: z.string(),
      /** The trigger's type, the agent's task, or the built-in action's fields. */
      content: z.unknown(),
      position: z.number().int(),
    }),
  ),
  steps: specAlias(
    z.array(workflowStepSchema),
    'workflow_steps',
    'as the save call takes them, {id, stepType, content, position}',
  ),
  /** It has an agent step and the portal has no AI service: it cannot be activated (issue 38 §8). */
  agent_steps_blocked: z.boolean(),
});
export type Workflow = z.infer<typeof workflowSchema>;
export const workflowListSchema = z.object({
  workflows: z.array(workflowSchema),
  /** Whether an AI service is configured (AI_API_KEY): agent steps can be added only then. */
  agent_steps_available: z.boolean(),
});

export const WORKFLOW_RUN_STATUSES = ['queued', 'running', 'succeeded', 'failed'] as const;
export type WorkflowRunStatus = (typeof WORKFLOW_RUN_STATUSES)[number];

export const workflowRunStepSchema = z.object({
  position: z.number().int(),
  step_type: z.string(),
  input: z.unknown(),
  action: z.string().nullable(),
  result: z.unknown(),
  status: z.enum(['succeeded', 'failed', 'refused']),
  error: z.string().nullable(),
  attempts: z.number().int(),
  started_at: z.string(),
  finished_at: z.string().nullable(),
});
export type WorkflowRunStep = z.infer<typeof workflowRunStepSchema>;

export const workflowRunSchema = z.object({
  id: z.number().int(),
  workflow_id: z.number().int(),
  workflow_title: z.string(),
  trigger: z.enum(WORKFLOW_TRIGGERS),
  company_id: z.number().int(),
  company_name: z.string(),
  questionnaire_id: z.number().int().nullable(),
  status: z.enum(WORKFLOW_RUN_STATUSES),
  error: z.string().nullable(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
  steps: z.array(workflowRunStepSchema),
});
export type WorkflowRun = z.infer<typeof workflowRunSchema>;
export const workflowRunListSchema = z.object({ runs: z.array(workflowRunSchema) });
export const workflowRunsQuerySchema = z.object({ company_id: recordIdParam.optional() });
export const workflowIdParamsSchema = z.object({ id: recordIdParam });
