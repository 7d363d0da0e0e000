import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { PHOTO_FILE_PATTERN, type BodyOf, type PublicProfile, type api } from '@plaza/contract';
import type { FastifyBaseLogger } from 'fastify';
import { isUniqueViolation } from '../../db/errors.js';
import type { UserRow, UserUpdate } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import type { Storage } from '../../lib/storage.js';
import type { UserRepository } from '../users/user.repository.js';
import { toStoredPhoto } from './photo-processor.js';
import type { ProfileRepository } from './profile.repository.js';

type ProfileUpdate = BodyOf<typeof api.profile.update>;

const photoKey = (file: string) => `photos/${file}`;

export function toPublicProfile(row: UserRow): PublicProfile {
  return { id: row.id, fullName: row.full_name, userName: row.user_name, displayPhoto: row.display_photo };
}

export class ProfileService {
  constructor(
    private readonly users: UserRepository,
    private readonly profiles: ProfileRepository,
    private readonly storage: Storage,
    private readonly log: FastifyBaseLogger,
  ) {}

  async update(user: UserRow, input: ProfileUpdate): Promise<UserRow> {
    if (input.fullName === undefined && input.userName === undefined) {
      throw new AppError('FIELDS_FOR_UPDATES_NOT_SPECIFIED');
    }
    const changes: UserUpdate = {};
    if (input.fullName !== undefined && input.fullName !== user.full_name) changes.full_name = input.fullName;
    if (input.userName !== undefined && input.userName !== user.user_name) changes.user_name = input.userName;
    if (Object.keys(changes).length === 0) throw new AppError('NO_CHANGES_DETECTED');
    if (changes.user_name && (await this.profiles.userNameTakenByOther(changes.user_name, user.id))) {
      throw new AppError('USERNAME_ALREADY_TAKEN');
    }
    try {
      return await this.updateRow(user.id, changes);
    } catch (error) {
      // Two people claiming the same name at once: the unique index decides.
      if (isUniqueViolation(error)) throw new AppError('USERNAME_ALREADY_TAKEN');
      throw error;
    }
  }

  /** Stores the uploaded file as the user's photo and deletes the one it replaces. */
  async replacePhoto(user: UserRow, uploadPath: string): Promise<UserRow> {
    const photo = await toStoredPhoto(uploadPath);
    const file = `${randomBytes(16).toString('hex')}.webp`;
    await this.storage.put(photoKey(file), photo);
    let updated: UserRow;
    try {
      updated = await this.updateRow(user.id, { display_photo: file });
    } catch (error) {
      await this.storage.delete(photoKey(file));
      throw error;
    }
    const previous = user.display_photo;
    if (previous && PHOTO_FILE_PATTERN.test(previous)) {
      await this.storage.delete(photoKey(previous)).catch((err: unknown) => {
        this.log.warn({ err, file: previous }, 'could not delete a replaced display photo');
      });
    }
    return updated;
  }

  async photo(file: string): Promise<Readable> {
    const stream = PHOTO_FILE_PATTERN.test(file) ? await this.storage.stream(photoKey(file)) : null;
    if (!stream) throw new AppError('ROUTE_NOT_FOUND');
    return stream;
  }

  async byUserName(userName: string): Promise<PublicProfile> {
    const row = await this.profiles.findByUserName(userName);
    if (!row) throw new AppError('USER_NOT_FOUND');
    return toPublicProfile(row);
  }

  private async updateRow(id: string, changes: UserUpdate): Promise<UserRow> {
    const row = await this.users.update(id, changes);
    if (!row) throw new AppError('USER_NOT_FOUND');
    return row;
  }
}
