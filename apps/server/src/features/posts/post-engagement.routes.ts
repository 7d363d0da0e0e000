import { api } from '@plaza/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.js';
import type { ReactionService } from './reaction.service.js';
import type { ReportService } from './report.service.js';
import type { ViewService } from './view.service.js';

const success = { success: true as const };

/** Reactions, watch reports and moderation reports (api.posts like/unlike/viewStats, api.postReports). */
export function registerPostEngagementRoutes(
  app: FastifyInstance,
  deps: { reactions: ReactionService; views: ViewService; reports: ReportService },
): void {
  const { reactions, views, reports } = deps;

  route(app, api.posts.like, ({ actor, body }) => reactions.react(actor, body.postId, body.type));
  route(app, api.posts.unlike, ({ actor, params }) => reactions.react(actor, params.postId, 'remove'));
  route(app, api.posts.viewStats, ({ actor, body }) => views.report(actor, body));

  route(app, api.postReports.create, async ({ actor, params, body }) => {
    await reports.create(actor, params.postId, body);
    return success;
  });
  route(app, api.postReports.list, ({ query }) => reports.list(query));
  route(app, api.postReports.dismiss, async ({ params }) => {
    await reports.dismiss(params.id);
    return success;
  });
}
