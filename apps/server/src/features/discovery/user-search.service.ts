import type { UserSummary } from '@plaza/contract';
import { paged, type Paged } from './paging.js';
import type { UserSearchRepository, UserSearchRow } from './user-search.repository.js';

const toSummary = (row: UserSearchRow): UserSummary => ({
  id: row.id,
  fullName: row.full_name,
  userName: row.user_name,
  displayPhoto: row.display_photo,
});

/** The profile search: anyone signed in may find any verified person by name or username. */
export class UserSearchService {
  constructor(private readonly users: UserSearchRepository) {}

  async search(query: { searchTerm?: string; limit: number; skip: number }): Promise<Paged<UserSummary>> {
    const { rows, total } = await this.users.page(query.searchTerm, query);
    return paged(rows.map(toSummary), total, query);
  }
}
