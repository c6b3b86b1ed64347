import { describe, expect, it } from 'vitest';
import {
  agentStepCount,
  DEFAULT_AGENT_TASK,
  DEFAULT_NOTE_TEXT,
  DEFAULT_WORKFLOW_TITLE,
  newWorkflowDraft,
  orderWorkflowSteps,
  saveWorkflowSchema,
  workflowMessages,
  workflowTriggerOf,
  type SaveWorkflowInput,
} from './workflows.schemas.ts';

const messages = (input: unknown) => {
  const r = saveWorkflowSchema.safeParse(input);
  return r.success ? [] : r.error.issues.map((i) => i.message);
};

const valid: SaveWorkflowInput = {
  title: 'Organizer received',
  steps: [
    { id: 'a', stepType: 'trigger', content: 'questionnaire_submitted', position: 0 },
    { id: 'b', stepType: 'add_tag', content: { tag: 'Organizer received' }, position: 1 },
    { id: 'c', stepType: 'send_message', content: { text: 'Thank you!' }, position: 2 },
  ],
};

describe('saveWorkflowSchema', () => {
  it('accepts a trigger followed by built-in steps', () => {
    expect(messages(valid)).toEqual([]);
  });

  it('opens a new workflow with the default title and a built-in step, which is itself valid (issue 38 §8)', () => {
    let n = 0;
    const draft = newWorkflowDraft(() => `s${++n}`);
    expect(draft.title).toBe(DEFAULT_WORKFLOW_TITLE);
    expect(draft.steps[1]).toMatchObject({ stepType: 'create_note', content: { text: DEFAULT_NOTE_TEXT } });
    expect(agentStepCount(draft.steps)).toBe(0);
    expect(messages(draft)).toEqual([]);
  });

  it('still accepts an agent task as a step', () => {
    const withAgent = {
      ...valid,
      steps: [...valid.steps, { id: 'z', stepType: 'agent', content: DEFAULT_AGENT_TASK, position: 9 }],
    };
    expect(messages(withAgent)).toEqual([]);
    expect(agentStepCount(withAgent.steps)).toBe(1);
  });

  it('requires a title', () => {
    expect(messages({ ...valid, title: '   ' })).toEqual([workflowMessages.titleRequired]);
  });

  it('requires exactly one trigger, and first', () => {
    const [trigger, tag, msg] = valid.steps;
    expect(messages({ ...valid, steps: [{ ...trigger!, position: 5 }, tag, msg] })).toEqual([
      workflowMessages.triggerFirst,
    ]);
    expect(messages({ ...valid, steps: [tag, msg] })).toEqual([workflowMessages.triggerFirst]);
    expect(
      messages({
        ...valid,
        steps: [trigger, { id: 't2', stepType: 'trigger', content: 'new_client_added', position: 1 }, msg],
      }),
    ).toEqual([workflowMessages.triggerFirst]);
  });

  it('requires a step after the trigger', () => {
    expect(messages({ ...valid, steps: [valid.steps[0]] })).toEqual([workflowMessages.stepRequired]);
  });

  it('refuses repeated step ids and positions', () => {
    const [trigger, tag, msg] = valid.steps;
    expect(messages({ ...valid, steps: [trigger, tag, { ...msg!, id: 'b' }] })).toEqual([
      workflowMessages.duplicateStepId,
    ]);
    expect(messages({ ...valid, steps: [trigger, tag, { ...msg!, position: 1 }] })).toEqual([
      workflowMessages.duplicatePosition,
    ]);
  });

  it("checks each built-in step's fields with the spec's messages", () => {
    const step = (stepType: string, content: unknown) =>
      messages({ ...valid, steps: [valid.steps[0], { id: 'x', stepType, content, position: 1 }] });
    expect(step('agent', '  ')).toEqual([workflowMessages.taskRequired]);
    expect(step('add_tag', { tag: '' })).toEqual([workflowMessages.tagRequired]);
    expect(step('send_message', { text: '' })).toEqual([workflowMessages.textRequired]);
    expect(step('create_note', { text: ' ' })).toEqual([workflowMessages.textRequired]);
    expect(step('request_additional_items', { items: [] })).toEqual([workflowMessages.itemsRequired]);
    expect(step('assign_firm_user', { role: 'cpa' })).toEqual([workflowMessages.userRequired]);
    expect(step('send_questionnaire', {})).toEqual([workflowMessages.templateRequired]);
    expect(step('delete_everything', {}).length).toBe(1);
    expect(
      messages({ ...valid, steps: [{ ...valid.steps[0]!, content: 'tax_return_sent' }, valid.steps[1]] }),
    ).toHaveLength(1);
  });

  it('stores the steps in running order, numbered from 0', () => {
    const [trigger, tag, msg] = valid.steps;
    const parsed = saveWorkflowSchema.parse({
      ...valid,
      steps: [
        { ...msg!, position: 30 },
        { ...trigger!, position: -0 },
        { ...tag!, position: 7 },
      ],
    });
    expect(parsed.steps.map((s) => [s.id, s.position])).toEqual([
      ['a', 0],
      ['b', 1],
      ['c', 2],
    ]);
    expect(workflowTriggerOf(parsed.steps)).toBe('questionnaire_submitted');
    expect(parsed.steps[2]).toMatchObject({ content: { text: 'Thank you!' } });
  });
});

describe('orderWorkflowSteps', () => {
  it('sorts by position and keeps the given order between equals', () => {
    expect(
      orderWorkflowSteps([
        { id: 'x', position: 2 },
        { id: 'y', position: 1 },
        { id: 'z', position: 2 },
      ]).map((s) => s.id),
    ).toEqual(['y', 'x', 'z']);
  });
});
