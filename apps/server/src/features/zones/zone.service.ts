import { isReservedSubdomain, type BodyOf, type QueryOf, type UserZone, type Zone, type api } from '@plaza/contract';
import type { Db } from '../../db/database.js';
import { isUniqueViolation } from '../../db/errors.js';
import type { ZoneRow } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import type { Actor } from '../../http/actor.js';
import type { MembershipRepository } from '../places/membership.repository.js';
import type { InvitationRepository } from '../invitations/invitation.repository.js';
import type { MembershipService } from '../membership/membership.service.js';
import { toUserZoneDto, toZoneDto } from './zone.mapper.js';
import type { ZoneRepository } from './zone.repository.js';
import { ZONE_PLACE } from '../places/place-kind.js';

type ZoneInput = BodyOf<typeof api.zones.create>;
type SearchQuery = QueryOf<typeof api.zones.search>;
type Paged<T> = { data: T[]; total: number; limit: number; skip: number };

/** Creating, finding and joining zones. Settings and roles have services of their own. */
export class ZoneService {
  constructor(
    private readonly db: Db,
    private readonly zones: ZoneRepository,
    private readonly memberships: MembershipRepository,
    private readonly membership: MembershipService,
    private readonly invitations: InvitationRepository,
  ) {}

  /** The zone, its three roles and the creator as OWNER, all or nothing. */
  async create(actor: Actor, input: ZoneInput): Promise<UserZone> {
    const userId = actor.user.id;
    const subdomain = input.subdomain.toLowerCase();
    if (isReservedSubdomain(subdomain)) throw new AppError('ZONE_SUBDOMAIN_ALREADY_EXIST');
    let zone: ZoneRow;
    try {
      zone = await this.db.transaction().execute(async (trx) => {
        await this.membership.assertCanCreate(trx, actor, 'zoneCount');
        const created = await this.zones.insert(trx, {
          name: input.name,
          subdomain,
          description: input.description,
          public: input.public,
          created_by: userId,
        });
        await this.memberships.createRoles(ZONE_PLACE, trx, created.id);
        await this.memberships.addMember(ZONE_PLACE, trx, userId, created.id, 'OWNER');
        return created;
      });
    } catch (error) {
      // The unique index on lower(subdomain) decides between two people claiming it at once.
      if (isUniqueViolation(error)) throw new AppError('ZONE_SUBDOMAIN_ALREADY_EXIST');
      throw error;
    }
    return this.userZone(userId, zone.id);
  }

  /**
   * Joins a public zone as a USER. A private zone can be joined only by someone invited to it;
   * a pending invitation to the zone is accepted by joining.
   */
  async join(actor: Actor, zoneId: string): Promise<UserZone> {
    const { user } = actor;
    await this.db.transaction().execute(async (trx) => {
      const zone = await this.zones.lock(trx, zoneId);
      if (!zone) throw new AppError('ZONE_NOT_FOUND');
      if (await this.memberships.membership(ZONE_PLACE, user.id, zoneId, trx)) {
        throw new AppError('USER_ALREADY_MEMBER_OF_ZONE');
      }
      const invitation = await this.invitations.pending(trx, user.email, { type: 'ZONE', zoneId });
      if (!zone.public && !invitation) throw new AppError('ZONE_NOT_FOUND');
      if (invitation) await this.invitations.answer(trx, invitation.id, 'ACCEPTED');
      await this.memberships.addMember(ZONE_PLACE, trx, user.id, zoneId, 'USER');
    });
    return this.userZone(user.id, zoneId);
  }

  async detail(actor: Actor, zoneId: string): Promise<Zone> {
    const row = await this.zones.findVisible(actor.user.id, zoneId);
    if (!row) throw new AppError('ZONE_NOT_FOUND');
    return toZoneDto(row);
  }

  /** The zone of the site the call came from; the zone hook has already checked the caller may see it. */
  current(actor: Actor): Promise<Zone> {
    if (!actor.site) throw new AppError('UNAUTHORIZED_SUBDOMAIN');
    return this.detail(actor, actor.site.id);
  }

  async search(actor: Actor, query: SearchQuery): Promise<Paged<Zone>> {
    const page = { limit: query.limit, skip: query.skip };
    const { rows, total } = await this.zones.search(actor.user.id, query.searchTerm, page);
    return { data: rows.map(toZoneDto), total, ...page };
  }

  async listMine(actor: Actor): Promise<UserZone[]> {
    return (await this.zones.userZones(actor.user.id)).map(toUserZoneDto);
  }

  private async userZone(userId: string, zoneId: string): Promise<UserZone> {
    const [row] = await this.zones.userZones(userId, zoneId);
    if (!row) throw new AppError('ZONE_NOT_FOUND');
    return toUserZoneDto(row);
  }
}
