import type { Db } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import type { MembershipRepository, Membership } from './membership.repository.js';
import type { PlaceFlag, PlaceKind } from './place-kind.js';
import { requireFlag } from './place-permissions.js';

/** Finds a place by id for the caller; undefined when there is none (or the query itself hides it). */
export type PlaceFinder<Place> = (userId: string, placeId: string, runner?: Db) => Promise<Place | undefined>;

/**
 * The one check before acting on a place, from the caller's own role, read from the database on
 * every call: a place the caller may not see answers the kind's not-found error (its existence is
 * never revealed); for a protected call their role in it must hold the flag (NOT_AUTHORIZED).
 */
export class PlaceAccess<Place, K extends PlaceFlag> {
  constructor(
    private readonly kind: PlaceKind<K>,
    private readonly memberships: MembershipRepository,
    private readonly find: PlaceFinder<Place>,
    /** Whether the caller sees the place found; by default the finder has decided. */
    private readonly shows: (place: Place, membership: Membership | null) => boolean = () => true,
  ) {}

  async visible(
    userId: string,
    placeId: string,
    runner?: Db,
  ): Promise<{ place: Place; membership: Membership | null }> {
    const place = await this.find(userId, placeId, runner);
    const membership = place ? await this.memberships.membership(this.kind, userId, placeId, runner) : null;
    if (!place || !this.shows(place, membership)) throw new AppError(this.kind.notFound);
    return { place, membership };
  }

  async permitted(
    userId: string,
    placeId: string,
    flag: K,
    runner?: Db,
  ): Promise<{ place: Place; membership: Membership }> {
    const { place, membership } = await this.visible(userId, placeId, runner);
    if (!membership) throw new AppError('NOT_AUTHORIZED');
    requireFlag(this.kind, membership.role, flag);
    return { place, membership };
  }
}
