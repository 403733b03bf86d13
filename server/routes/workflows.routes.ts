import type { Hono } from 'hono';
import { getWorkflow } from '../../api/workflows.ts';
import { MARKETPLACE_WORKFLOWS } from '../../domain/workflow/marketplace-definitions.ts';
import { notFound } from '../http/api-error.ts';
import { answerHeader } from '../http/complete-answer.ts';
import type { AppEnv } from '../http/context.ts';
import { route } from '../http/register.ts';

export function registerWorkflowRoutes(app: Hono<AppEnv>): void {
  route(app, getWorkflow, async ({ params, c }) => {
    const definition = MARKETPLACE_WORKFLOWS[params.name];
    if (!definition || !Object.hasOwn(MARKETPLACE_WORKFLOWS, params.name)) throw notFound('No such workflow');
    // The same for everyone and rarely changed: a browser may keep it for five minutes.
    answerHeader(c, 'Cache-Control', 'public, max-age=300');
    return definition;
  });
}
