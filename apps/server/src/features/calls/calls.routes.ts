import { api } from '@plaza/contract';
import type { FastifyInstance } from 'fastify';
import type { CallConfig } from '../../config/config.js';
import { route } from '../../http/route.js';
import type { CallService } from './call.service.js';
import { iceServersFor } from './ice-servers.js';

/** GET /call: what a page loaded mid-call (or about to call) needs first. */
export function registerCallRoutes(app: FastifyInstance, deps: { calls: CallService; config: CallConfig }): void {
  route(app, api.calls.current, async ({ actor }) => {
    const userId = actor.user.id;
    return { call: await deps.calls.current(userId), iceServers: iceServersFor(deps.config, userId) };
  });
}
