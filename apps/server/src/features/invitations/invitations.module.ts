import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config/config.js';
import type { Db } from '../../db/database.js';
import type { RateLimiter } from '../../lib/rate-limiter.js';
import { MembershipRepository } from '../places/membership.repository.js';
import { MailGuard } from '../mail/mail-guard.js';
import type { Mailer } from '../mail/mailer.js';
import { zoneAccess } from '../zones/zone-access.js';
import { ZoneRepository } from '../zones/zone.repository.js';
import { InvitationViewRepository } from './invitation-view.repository.js';
import { InvitationRepository } from './invitation.repository.js';
import { InvitationService } from './invitation.service.js';
import { registerInvitationRoutes } from './invitations.routes.js';

/** Zone and channel invitations and the caller's invitation list. Mail goes out through the job queue. */
export function registerInvitations(
  app: FastifyInstance,
  deps: { db: Db; config: Config; mailer: Mailer; limiter: RateLimiter },
): void {
  const { db, config, mailer, limiter } = deps;
  const zones = new ZoneRepository(db);
  const memberships = new MembershipRepository(db);
  const invitations = new InvitationService({
    db,
    invitations: new InvitationRepository(db),
    views: new InvitationViewRepository(db),
    zones,
    zoneAccess: zoneAccess(zones, memberships),
    memberships,
    mailer,
    mailGuard: new MailGuard(limiter),
    appUrl: config.appUrl,
  });
  registerInvitationRoutes(app, invitations);
}
