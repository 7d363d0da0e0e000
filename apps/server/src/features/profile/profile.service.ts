import type { Readable } from 'node:stream';
import type { BodyOf, PublicProfile, api } from '@plaza/contract';
import { isUniqueViolation } from '../../db/errors.js';
import type { UserRow, UserUpdate } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import type { PhotoStore } from '../photos/photo-store.js';
import type { UserRepository } from '../users/user.repository.js';
import type { ProfileRepository } from './profile.repository.js';

type ProfileUpdate = BodyOf<typeof api.profile.update>;

export function toPublicProfile(row: UserRow): PublicProfile {
  return { id: row.id, fullName: row.full_name, userName: row.user_name, displayPhoto: row.display_photo };
}

export class ProfileService {
  constructor(
    private readonly users: UserRepository,
    private readonly profiles: ProfileRepository,
    private readonly photos: PhotoStore,
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
  replacePhoto(user: UserRow, uploadPath: string): Promise<UserRow> {
    return this.photos.replace('user', uploadPath, user.display_photo, (file) =>
      this.updateRow(user.id, { display_photo: file }),
    );
  }

  photo(file: string): Promise<Readable> {
    return this.photos.stream('user', file);
  }

  private async updateRow(id: string, changes: UserUpdate): Promise<UserRow> {
    const row = await this.users.update(id, changes);
    if (!row) throw new AppError('USER_NOT_FOUND');
    return row;
  }
}
