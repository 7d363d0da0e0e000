import type { ChannelSuggestion, ContactSuggestion, ZoneSuggestion } from '@plaza/contract';
import type { ContactSuggestionRepository } from './contact-suggestions.repository.js';
import type { CommunitySuggestionRepository } from './community-suggestions.repository.js';
import { paged, type Page, type Paged } from '../../lib/paging.js';
import type { Actor } from '../../http/actor.js';

/**
 * Who and what to follow next. Only what the viewer may see is ever suggested: public zones,
 * public channels of zones they may see, and other verified users (never their e-mail).
 */
export class SuggestionService {
  constructor(
    private readonly contactsRepo: ContactSuggestionRepository,
    private readonly communities: CommunitySuggestionRepository,
  ) {}

  /** Everyone but the viewer for now; contacts (a later issue) will be left out too. */
  async contacts(viewer: Actor, page: Page): Promise<Paged<ContactSuggestion>> {
    const { rows, total } = await this.contactsRepo.page(viewer.user.id, page);
    const data = rows.map((u) => ({
      userId: u.id,
      fullName: u.full_name,
      userName: u.user_name,
      displayPhoto: u.display_photo,
      invited: u.invited,
    }));
    return paged(data, total, page);
  }

  async zones(viewer: Actor, page: Page): Promise<Paged<ZoneSuggestion>> {
    const { rows, total } = await this.communities.zones(viewer.user.id, page);
    const data = rows.map((z) => ({
      zone_id: z.id,
      zone_name: z.name,
      zone_subdomain: z.subdomain,
      zone_displayPhoto: z.display_photo,
      zone_channelCount: Number(z.channel_count),
      zone_membersCount: Number(z.members_count),
    }));
    return paged(data, total, page);
  }

  /**
   * On a zone's site (`siteZoneId`, already checked to be visible by the subdomain hook) only
   * that zone's channels are suggested.
   */
  async channels(viewer: Actor, siteZoneId: string | null, page: Page): Promise<Paged<ChannelSuggestion>> {
    const { rows, total } = await this.communities.channels(viewer.user.id, siteZoneId, page);
    const data = rows.map((c) => ({
      channel_id: c.id,
      channel_name: c.name,
      channel_displayPhoto: c.display_photo,
      zone_subdomain: c.zone_subdomain,
    }));
    return paged(data, total, page);
  }
}
