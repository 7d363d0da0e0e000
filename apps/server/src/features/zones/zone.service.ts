import { isReservedSubdomain, type BodyOf, type QueryOf, type UserZone, type Zone, type api } from '@plaza/contract';
import type { Db } from '../../db/database.js';
import { isUniqueViolation } from '../../db/errors.js';
import type { UserRow, ZoneRow } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import type { MembershipRepository } from '../community/membership.repository.js';
import type { InvitationRepository } from '../invitations/invitation.repository.js';
import type { MembershipService } from '../membership/membership.service.js';
import { toUserZoneDto, toZoneDto } from './zone.mapper.js';
import type { ZoneRepository } from './zone.repository.js';

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
  async create(userId: string, input: ZoneInput): Promise<UserZone> {
    const subdomain = input.subdomain.toLowerCase();
    if (isReservedSubdomain(subdomain)) throw new AppError('ZONE_SUBDOMAIN_ALREADY_EXIST');
    let zone: ZoneRow;
    try {
      zone = await this.db.transaction().execute(async (trx) => {
        await this.membership.assertCanCreate(trx, userId, 'zoneCount');
        const created = await this.zones.insert(trx, {
          name: input.name,
          subdomain,
          description: input.description,
          public: input.public,
          created_by: userId,
        });
        await this.memberships.createZoneRoles(trx, created.id);
        await this.memberships.addZoneMember(trx, userId, created.id, 'OWNER');
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
  async join(user: UserRow, zoneId: string): Promise<UserZone> {
    await this.db.transaction().execute(async (trx) => {
      const zone = await this.zones.lock(trx, zoneId);
      if (!zone) throw new AppError('ZONE_NOT_FOUND');
      if (await this.memberships.zoneMembership(user.id, zoneId, trx)) {
        throw new AppError('USER_ALREADY_MEMBER_OF_ZONE');
      }
      const invitation = await this.invitations.pending(trx, user.email, { type: 'ZONE', zoneId });
      if (!zone.public && !invitation) throw new AppError('ZONE_NOT_FOUND');
      if (invitation) await this.invitations.answer(trx, invitation.id, 'ACCEPTED');
      await this.memberships.addZoneMember(trx, user.id, zoneId, 'USER');
    });
    return this.userZone(user.id, zoneId);
  }

  async detail(userId: string, zoneId: string): Promise<Zone> {
    const row = await this.zones.findVisible(userId, zoneId);
    if (!row) throw new AppError('ZONE_NOT_FOUND');
    return toZoneDto(row);
  }

  /** The zone of the site the call came from; the zone hook has already checked the caller may see it. */
  current(userId: string, siteZone: ZoneRow | null): Promise<Zone> {
    if (!siteZone) throw new AppError('UNAUTHORIZED_SUBDOMAIN');
    return this.detail(userId, siteZone.id);
  }

  async search(userId: string, query: SearchQuery): Promise<Paged<Zone>> {
    const page = { limit: query.limit, skip: query.skip };
    const { rows, total } = await this.zones.search(userId, query.searchTerm, page);
    return { data: rows.map(toZoneDto), total, ...page };
  }

  async listMine(userId: string): Promise<UserZone[]> {
    return (await this.zones.userZones(userId)).map(toUserZoneDto);
  }

  private async userZone(userId: string, zoneId: string): Promise<UserZone> {
    const [row] = await this.zones.userZones(userId, zoneId);
    if (!row) throw new AppError('ZONE_NOT_FOUND');
    return toUserZoneDto(row);
  }
}
