import { api } from '@plaza/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.js';
import type { InvitationService } from './invitation.service.js';

const success = { success: true as const };

export function registerInvitationRoutes(app: FastifyInstance, invitations: InvitationService): void {
  route(app, api.zones.invite, async ({ actor, params, body, request }) => {
    await invitations.inviteToZone(actor, params.id, body.email, request.ip);
    return success;
  });
  route(app, api.channels.invite, async ({ actor, params, body, request }) => {
    await invitations.inviteToChannel(actor, params.id, body.email, request.ip);
    return success;
  });
  route(app, api.zones.respondToInvitation, ({ actor, body }) => invitations.respond(actor, 'ZONE', body));
  route(app, api.channels.respondToInvitation, ({ actor, body }) => invitations.respond(actor, 'CHANNEL', body));
  route(app, api.userCommunity.invitations, ({ actor, query }) => invitations.received(actor, query));
}
