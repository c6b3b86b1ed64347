import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  recordIdParam,
  saveWorkflowSchema,
  workflowIdParamsSchema,
  workflowListSchema,
  workflowRunListSchema,
  workflowRunSchema,
  workflowSchema,
} from '@portal/domain';
import type { AppDeps } from '../../app-deps.ts';
import { requireActor } from '../../http/auth.ts';
import { entityWorkflowRuns, rerunWorkflow, workflowRuns } from './workflow-runs.service.ts';
import {
  createWorkflow,
  duplicateWorkflow,
  listWorkflows,
  removeWorkflow,
  saveWorkflow,
  setWorkflowActive,
} from './workflows.service.ts';

/**
 * Workflows (spec 002 §2 /workflows, §7 "Save workflow {title, steps (id, stepType, content, position)}"; the
 * paths are not shown, so they follow the API's REST style). workflow_automation_enabled gates them all.
 */
export const workflowRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const db = deps.database.db;
    const now = () => deps.clock.now();
    const tags = ['workflows'];
    const params = workflowIdParamsSchema;
    const ai = { agentAvailable: deps.agent !== null };
    app.get(
      '/api/workflows',
      { schema: { tags, description: 'The Workflows table (staff).', response: { 200: workflowListSchema } } },
      (req) => listWorkflows(db, requireActor(req), ai),
    );
    app.post(
      '/api/workflows',
      {
        schema: {
          tags,
          description: 'Creates a workflow, inactive (partners and admins).',
          body: saveWorkflowSchema,
          response: { 200: workflowSchema },
        },
      },
      (req) => createWorkflow(db, requireActor(req), req.body, now(), ai),
    );
    app.put(
      '/api/workflows/:id',
      {
        schema: {
          tags,
          description: 'Saves a workflow {title, steps}; the saver becomes the user it acts as.',
          params,
          body: saveWorkflowSchema,
          response: { 200: workflowSchema },
        },
      },
      (req) => saveWorkflow(db, requireActor(req), req.params.id, req.body, now(), ai),
    );
    for (const [verb, active] of [
      ['activate', true],
      ['deactivate', false],
    ] as const) {
      app.post(
        `/api/workflows/:id/${verb}`,
        {
          schema: {
            tags,
            description: `${verb[0]!.toUpperCase()}${verb.slice(1)}s a workflow.`,
            params,
            response: { 200: workflowSchema },
          },
        },
        (req) => setWorkflowActive(db, requireActor(req), req.params.id, active, now(), ai),
      );
    }
    app.post(
      '/api/workflows/:id/duplicate',
      { schema: { tags, description: 'Copies a workflow, inactive.', params, response: { 200: workflowSchema } } },
      (req) => duplicateWorkflow(db, requireActor(req), req.params.id, now(), ai),
    );
    app.delete(
      '/api/workflows/:id',
      { schema: { tags, description: 'Deletes a workflow and its runs.', params, response: { 204: z.null() } } },
      async (req, reply) => {
        await removeWorkflow(db, requireActor(req), req.params.id);
        return reply.status(204).send(null);
      },
    );
    app.get(
      '/api/workflows/:id/runs',
      {
        schema: {
          tags,
          description: "A workflow's latest runs and their steps.",
          params,
          response: { 200: workflowRunListSchema },
        },
      },
      (req) => workflowRuns(db, requireActor(req), req.params.id),
    );
    app.get(
      '/api/workflow_runs',
      {
        schema: {
          tags,
          description: "The workflow runs on one entity (the entity's activity).",
          querystring: z.object({ company_id: recordIdParam }),
          response: { 200: workflowRunListSchema },
        },
      },
      (req) => entityWorkflowRuns(db, requireActor(req), req.query.company_id),
    );
    app.post(
      '/api/workflow_runs/:id/rerun',
      {
        schema: {
          tags,
          description: 'Runs the workflow again on the same entity (partners and admins).',
          params,
          response: { 200: workflowRunSchema },
        },
      },
      (req) => rerunWorkflow(deps, requireActor(req), req.params.id),
    );
  };
