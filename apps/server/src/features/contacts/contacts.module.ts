import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config/config.js';
import type { Db } from '../../db/database.js';
import type { RateLimiter } from '../../lib/rate-limiter.js';
import type { RealtimeHub } from '../../realtime/realtime-hub.js';
import { InvitationViewRepository } from '../invitations/invitation-view.repository.js';
import { MailGuard } from '../mail/mail-guard.js';
import type { Mailer } from '../mail/mailer.js';
import type { Notifier } from '../notifications/notifier.js';
import { BlockRepository } from './block.repository.js';
import { BlockService } from './block.service.js';
import { ContactEvents } from './contact-events.js';
import { ContactInvitationRepository } from './contact-invitation.repository.js';
import { ContactInvitationService } from './contact-invitation.service.js';
import { ContactUserRepository } from './contact-user.repository.js';
import { ContactRepository } from './contact.repository.js';
import { registerContactRoutes, type ContactRouteServices } from './contacts.routes.js';
import { ContactsService } from './contacts.service.js';

export interface ContactsDeps {
  db: Db;
  config: Config;
  mailer: Mailer;
  limiter: RateLimiter;
  notifier: Notifier;
  realtime: RealtimeHub;
}

/** The services behind the contact routes; tests build them with a recording realtime hub. */
export function contactServices(deps: ContactsDeps & { invitesPerHour?: number }): ContactRouteServices {
  const { db, realtime } = deps;
  const users = new ContactUserRepository(db);
  const contacts = new ContactRepository(db);
  const invitations = new ContactInvitationRepository();
  const blocks = new BlockRepository(db);
  const events = new ContactEvents(realtime);
  return {
    contacts: new ContactsService({ db, users, contacts, realtime, events }),
    invitations: new ContactInvitationService({
      db,
      users,
      contacts,
      invitations,
      views: new InvitationViewRepository(db),
      blocks,
      notifier: deps.notifier,
      events,
      mailer: deps.mailer,
      mailGuard: new MailGuard(deps.limiter),
      limiter: deps.limiter,
      appUrl: deps.config.appUrl,
      ...(deps.invitesPerHour === undefined ? {} : { invitesPerHour: deps.invitesPerHour }),
    }),
    blocks: new BlockService({ db, users, contacts, invitations, blocks, events }),
  };
}

/** Contacts, contact invitations and blocking (spec 02 §7 Users and contacts). */
export function registerContacts(app: FastifyInstance, deps: ContactsDeps): void {
  registerContactRoutes(app, contactServices(deps));
}
