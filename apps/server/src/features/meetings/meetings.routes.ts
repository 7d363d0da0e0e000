import { api } from '@plaza/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.js';
import type { MeetingService } from './meeting.service.js';

/** Meetings (api.meetings). */
export function registerMeetingRoutes(app: FastifyInstance, meetings: MeetingService): void {
  route(app, api.meetings.userConfig, ({ actor }) => meetings.userConfig(actor));
  route(app, api.meetings.create, ({ actor, body }) => meetings.create(actor, body));
  route(app, api.meetings.joinLink, ({ actor, params }) => meetings.joinLink(actor, params.slug));
  route(app, api.meetings.list, ({ actor, query }) =>
    meetings.list(actor, query.when, { limit: query.limit, skip: query.skip }),
  );
  route(app, api.meetings.get, ({ actor, params, query }) => meetings.view(actor, params.slug, query.join));
  route(app, api.meetings.end, ({ actor, params }) => meetings.end(actor, params.slug));
}
