import type { QueryOf, UserSearchResult, api } from '@plaza/contract';
import { AppError } from '../../http/app-error.js';
import type { Actor } from '../../http/actor.js';
import { paged, type Paged } from '../../lib/paging.js';
import type { UserSearchRepository, UserSearchRow } from './user-search.repository.js';

type UserSearchQuery = QueryOf<typeof api.user.search>;

const toResult = (row: UserSearchRow): UserSearchResult => ({
  id: row.id,
  fullName: row.full_name,
  userName: row.user_name,
  displayPhoto: row.display_photo,
  invited: row.invited,
  isInContact: row.contact_user_id !== null,
  contactUserId: row.contact_user_id,
});

/**
 * The people search (spec 02 §7): the search page sends `searchTerm`, the invite boxes `name`
 * (which wins). An invite box for a channel names it: the caller must be able to see it, its
 * followers are left out and `invited` tells who already has a pending invitation to it.
 */
export class UserSearchService {
  constructor(private readonly users: UserSearchRepository) {}

  async search(actor: Actor, query: UserSearchQuery): Promise<Paged<UserSearchResult>> {
    const callerId = actor.user.id;
    if (query.channelId && !(await this.users.channelVisible(callerId, query.channelId))) {
      throw new AppError('CHANNEL_NOT_FOUND');
    }
    const { rows, total } = await this.users.page(
      {
        callerId,
        term: query.name || query.searchTerm,
        contactsOnly: query.userContacts === true,
        excludeIds: query.excludeIds ?? [],
        channelId: query.channelId,
      },
      query,
    );
    return paged(rows.map(toResult), total, query);
  }
}
