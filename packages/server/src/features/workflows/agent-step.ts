import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { WORKFLOW_ACTIONS, workflowActionContent, workflowStepLabels, type WorkflowAction } from '@portal/domain';
import type { AgentTool, AgentToolCall, ToolAgent } from '../../platform/ai/tool-agent.ts';
import { performAction, type ActionDeps, type RunContext } from './workflow-actions.ts';

/** What each tool call came to, for the run's record. */
export interface ToolOutcome {
  call: AgentToolCall;
  status: 'succeeded' | 'failed' | 'refused';
  result: unknown;
  error: string | null;
  at: Date;
  finishedAt: Date;
}

export const agentMessages = {
  notConfigured: 'Agent steps need an AI service: set AI_API_KEY (and AI_BASE_URL, AI_MODEL)',
  unknownTool: (name: string) => `Refused: "${name}" is not one of the portal actions this workflow may take`,
  otherEntity: (id: unknown) => `Refused: entity ${String(id)} is not the entity this run is about`,
} as const;

const withEntity = (a: WorkflowAction) =>
  (workflowActionContent[a] as z.ZodObject).extend({
    company_id: z.number().int().describe('The id of the entity this run is about'),
  });

/** The only tools the model is offered: the built-in actions, each on this run's entity. */
export const AGENT_TOOLS: AgentTool[] = WORKFLOW_ACTIONS.map((a) => ({
  name: a,
  description: `${workflowStepLabels[a]} (on the entity this run is about).`,
  parameters: z.toJSONSchema(withEntity(a), { io: 'input' }) as Record<string, unknown>,
}));

const instructions = (ctx: RunContext, trigger: string) =>
  [
    "You are a workflow step in a tax and accounting firm's client portal.",
    `This run was started by the trigger "${trigger}" for entity ${ctx.companyId}` +
      (ctx.questionnaireId ? ` (questionnaire ${ctx.questionnaireId}).` : '.'),
    'You may act only by calling the tools you are given, and only on that entity.',
    'Do what the task asks, then answer with one short sentence saying what you did.',
    'Never invent amounts, dates or facts.',
  ].join(' ');

/**
 * Runs an agent step: the model may call the built-in actions only, on the run's entity only. A call naming
 * another entity (of this firm or another) or another tool is refused, told to the model, and recorded.
 */
export async function runAgentStep(
  deps: ActionDeps & { agent: ToolAgent | null },
  ctx: RunContext,
  trigger: string,
  task: string,
  record: (outcome: ToolOutcome) => Promise<void>,
) {
  if (!deps.agent) throw new Error(agentMessages.notConfigured);
  return deps.agent.run({
    instructions: instructions(ctx, trigger),
    task,
    tools: AGENT_TOOLS,
    async call(call) {
      const at = deps.clock.now();
      const outcome = await attempt(deps, ctx, call);
      await record({ call, ...outcome, at, finishedAt: deps.clock.now() });
      return outcome.status === 'succeeded' ? JSON.stringify(outcome.result ?? { ok: true }) : outcome.error!;
    },
  });
}

async function attempt(
  deps: ActionDeps,
  ctx: RunContext,
  call: AgentToolCall,
): Promise<Pick<ToolOutcome, 'status' | 'result' | 'error'>> {
  if (!(WORKFLOW_ACTIONS as readonly string[]).includes(call.name))
    return { status: 'refused', result: null, error: agentMessages.unknownTool(call.name) };
  const action = call.name as WorkflowAction;
  const args = (call.args ?? {}) as Record<string, unknown>;
  if (args.company_id !== ctx.companyId)
    return { status: 'refused', result: null, error: agentMessages.otherEntity(args.company_id) };
  const parsed = workflowActionContent[action].safeParse(args);
  if (!parsed.success)
    return { status: 'failed', result: null, error: parsed.error.issues.map((i) => i.message).join('; ') };
  try {
    // Each call of the model is its own: an agent step is not taken up again after a crash (runWorkflow).
    const result = await performAction(deps, ctx, action, parsed.data as never, `agent-call:${randomUUID()}`);
    return { status: 'succeeded', result, error: null };
  } catch (err) {
    return { status: 'failed', result: null, error: err instanceof Error ? err.message : String(err) };
  }
}
