import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config/config.js';
import type { Db } from '../../db/database.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import type { RateLimiter } from '../../lib/rate-limiter.js';
import { MembershipRepository } from '../places/membership.repository.js';
import { MailGuard } from '../mail/mail-guard.js';
import { Mailer } from '../mail/mailer.js';
import { zoneAccess } from '../zones/zone-access.js';
import { ZoneRepository } from '../zones/zone.repository.js';
import { InvitationViewRepository } from './invitation-view.repository.js';
import { InvitationRepository } from './invitation.repository.js';
import { InvitationService } from './invitation.service.js';
import { registerInvitationRoutes } from './invitations.routes.js';

/** Zone and channel invitations and the caller's invitation list. Mail goes out through the job queue. */
export function registerInvitations(
  app: FastifyInstance,
  deps: { db: Db; config: Config; jobs: JobQueue; limiter: RateLimiter },
): void {
  const { db, config, jobs, limiter } = deps;
  const zones = new ZoneRepository(db);
  const memberships = new MembershipRepository(db);
  const invitations = new InvitationService({
    db,
    invitations: new InvitationRepository(db),
    views: new InvitationViewRepository(db),
    zones,
    zoneAccess: zoneAccess(zones, memberships),
    memberships,
    // The mail job's handler is registered once, by the accounts feature.
    mailer: new Mailer(jobs),
    mailGuard: new MailGuard(limiter),
    jobs,
    appUrl: config.appUrl,
  });
  registerInvitationRoutes(app, invitations);
}
