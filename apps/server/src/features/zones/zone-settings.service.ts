import { isReservedSubdomain, type BodyOf, type Zone, type api } from '@plaza/contract';
import type { Readable } from 'node:stream';
import type { Db } from '../../db/database.js';
import { isUniqueViolation } from '../../db/errors.js';
import type { ZoneRow } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import type { Actor } from '../../http/actor.js';
import type { PostSightLoss } from '../chat/live-room-access.js';
import type { PostMediaFolders } from '../media/post-media-folders.js';
import type { PhotoStore } from '../photos/photo-store.js';
import type { ZoneAccess } from './zone-access.js';
import type { ZoneChanges, ZoneRepository } from './zone.repository.js';
import type { ZoneService } from './zone.service.js';

type ZoneUpdate = BodyOf<typeof api.zones.update>;
/** Receives the uploaded photo into a temporary file and hands its path to `use`. */
export type PhotoReceiver = (use: (uploadPath: string) => Promise<void>) => Promise<void>;

function changesOf(zone: ZoneRow, input: ZoneUpdate): ZoneChanges {
  const changes: ZoneChanges = {};
  const subdomain = input.subdomain?.toLowerCase();
  if (input.name !== undefined && input.name !== zone.name) changes.name = input.name;
  if (subdomain !== undefined && subdomain !== zone.subdomain) changes.subdomain = subdomain;
  if (input.description !== undefined && input.description !== zone.description)
    changes.description = input.description;
  if (input.public !== undefined && input.public !== zone.public) changes.public = input.public;
  return changes;
}

/** A zone's fields and photo (canEdit) and its deletion (canDelete, or the super admin). */
export class ZoneSettingsService {
  constructor(
    private readonly db: Db,
    private readonly zones: ZoneRepository,
    private readonly access: ZoneAccess,
    private readonly finder: ZoneService,
    private readonly photos: PhotoStore,
    private readonly sight: PostSightLoss,
    private readonly postMedia: PostMediaFolders,
  ) {}

  async update(actor: Actor, zoneId: string, input: ZoneUpdate): Promise<Zone> {
    const { place: zone } = await this.access.permitted(actor.user.id, zoneId, 'canEdit');
    if (Object.values(input).every((value) => value === undefined)) {
      throw new AppError('FIELDS_FOR_UPDATES_NOT_SPECIFIED');
    }
    const changes = changesOf(zone, input);
    if (Object.keys(changes).length === 0) throw new AppError('NO_CHANGES_DETECTED');
    if (changes.subdomain && isReservedSubdomain(changes.subdomain)) {
      throw new AppError('ZONE_SUBDOMAIN_ALREADY_EXIST');
    }
    try {
      if (!(await this.zones.update(zoneId, changes))) throw new AppError('ZONE_NOT_FOUND');
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError('ZONE_SUBDOMAIN_ALREADY_EXIST');
      throw error;
    }
    if (changes.public === false) await this.sight.postsHidden({ zoneId });
    return this.finder.detail(actor, zoneId);
  }

  /** Checks the caller may edit the zone before anything is received, then stores the photo. */
  async replacePhoto(actor: Actor, zoneId: string, receive: PhotoReceiver): Promise<Zone> {
    const { place: zone } = await this.access.permitted(actor.user.id, zoneId, 'canEdit');
    await receive((upload) =>
      this.photos.replace('zone', upload, zone.display_photo, async (file) => {
        if (!(await this.zones.update(zoneId, { display_photo: file }))) throw new AppError('ZONE_NOT_FOUND');
      }),
    );
    return this.finder.detail(actor, zoneId);
  }

  photo(file: string): Promise<Readable> {
    return this.photos.stream('zone', file);
  }

  /**
   * Deletes the zone with everything in it, then the photos of the zone and its channels and the
   * media of its posts: for a role holding canDelete (OWNER, and whoever the owner granted it), and
   * the super admin, who may delete any zone. The zone's row is locked so the check and the delete
   * see the same roles.
   */
  async remove(actor: Actor, zoneId: string): Promise<void> {
    const { photos, slugs } = await this.db.transaction().execute(async (trx) => {
      const zone = await this.zones.lock(trx, zoneId);
      if (!actor.user.is_super_admin) await this.access.permitted(actor.user.id, zoneId, 'canDelete', trx);
      else if (!zone) throw new AppError('ZONE_NOT_FOUND');
      const slugs = await this.postMedia.slugsIn(trx, { zoneId });
      return { photos: await this.zones.delete(trx, zoneId), slugs };
    });
    await this.photos.remove('zone', photos.zonePhoto);
    await this.photos.remove('channel', ...photos.channelPhotos);
    await this.postMedia.remove(slugs);
  }
}
