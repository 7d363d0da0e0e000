import { api } from '@plaza/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.js';
import type { MemberVerificationService } from '../accounts/member-verification.service.js';
import { paged } from '../../lib/paging.js';
import type { OutboxRepository } from './outbox.repository.js';

/** Settings › Outgoing mail: the super admin's outbox and the members still to verify (access: superAdmin). */
export function registerOutgoingMailRoutes(
  app: FastifyInstance,
  deps: { outbox: OutboxRepository; members: MemberVerificationService; smtpConfigured: boolean },
): void {
  const { outbox, members, smtpConfigured } = deps;

  route(app, api.outgoingMail.outbox, async ({ query }) => {
    const { rows, total } = await outbox.page(query);
    return { ...paged(rows, total, query), smtpConfigured };
  });

  route(app, api.outgoingMail.unverifiedUsers, ({ query }) => members.unverified(query));

  route(app, api.outgoingMail.resendVerification, async ({ actor, params, request }) => {
    await members.resend(actor, params.id, request.ip);
    return { success: true as const };
  });

  route(app, api.outgoingMail.verifyByHand, ({ params }) => members.verifyByHand(params.id));
}
