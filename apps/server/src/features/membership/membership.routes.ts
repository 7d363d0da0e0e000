import { api } from '@plaza/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.js';
import { allPlans, type MembershipService } from './membership.service.js';

export function registerMembershipRoutes(app: FastifyInstance, deps: { membership: MembershipService }): void {
  const { membership } = deps;
  route(app, api.membership.user, ({ actor }) => membership.ofUser(actor.user.id));
  route(app, api.membership.plans, async () => ({ data: allPlans() }));
  route(app, api.membership.setUserPlan, ({ params, body }) => membership.setPlan(params.id, body.planCode));
}
