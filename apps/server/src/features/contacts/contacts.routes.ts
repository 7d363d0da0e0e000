import { api } from '@plaza/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.js';
import type { BlockService } from './block.service.js';
import type { ContactInvitationService } from './contact-invitation.service.js';
import type { ContactsService } from './contacts.service.js';

const success = { success: true as const };

export interface ContactRouteServices {
  contacts: ContactsService;
  invitations: ContactInvitationService;
  blocks: BlockService;
}

export function registerContactRoutes(app: FastifyInstance, s: ContactRouteServices): void {
  route(app, api.contacts.list, ({ actor, params, query }) => s.contacts.list(actor, params.userName, query));
  route(app, api.contacts.remove, async ({ actor, params }) => {
    await s.contacts.remove(actor, params.id);
    return success;
  });
  route(app, api.contacts.invite, async ({ actor, body, request }) => ({
    success: true as const,
    invitedAs: await s.invitations.invite(actor.user, body, request.ip),
  }));
  route(app, api.contacts.respond, ({ actor, body }) => s.invitations.respond(actor.user, body));
  route(app, api.contacts.block, async ({ actor, params }) => {
    await s.blocks.block(actor.user, params.id);
    return success;
  });
  route(app, api.contacts.unblock, async ({ actor, params }) => {
    await s.blocks.unblock(actor.user, params.id);
    return success;
  });
}
