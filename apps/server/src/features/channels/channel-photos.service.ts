import type { Channel } from '@plaza/contract';
import type { Readable } from 'node:stream';
import type { Actor } from '../../http/actor.js';
import type { PhotoStore } from '../photos/photo-store.js';
import type { ChannelAccess } from './channel-access.js';
import { toChannelDto } from './channel.mapper.js';
import type { ChannelRepository } from './channel.repository.js';

export type ChannelPhotoSlot = 'display' | 'background';

/** A channel's display and background photos: replaced with canEdit, served to anyone. */
export class ChannelPhotoService {
  constructor(
    private readonly channels: ChannelRepository,
    private readonly access: ChannelAccess,
    private readonly store: PhotoStore,
  ) {}

  /** Checked before the upload is read, so a refused caller's file is never received. */
  async authorize(actor: Actor, channelId: string): Promise<void> {
    await this.access.permitted(actor.user.id, channelId, 'canEdit');
  }

  async replace(actor: Actor, channelId: string, slot: ChannelPhotoSlot, uploadPath: string): Promise<Channel> {
    const { place: channel } = await this.access.permitted(actor.user.id, channelId, 'canEdit');
    const previous = slot === 'display' ? channel.display_photo : channel.background_photo;
    await this.store.replace(
      'channel',
      uploadPath,
      previous,
      (file) =>
        this.channels.update(channelId, slot === 'display' ? { display_photo: file } : { background_photo: file }),
      // The background is shown as the wide banner of the channel's timeline.
      slot === 'display' ? 'square' : 'banner',
    );
    return toChannelDto((await this.access.visible(actor.user.id, channelId)).place);
  }

  photo(file: string): Promise<Readable> {
    return this.store.stream('channel', file);
  }
}
