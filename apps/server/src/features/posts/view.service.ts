import type { BodyOf, api } from '@plaza/contract';
import type { Db } from '../../db/database.js';
import type { Actor } from '../../http/actor.js';
import type { PostAccess } from './post-access.js';
import type { ViewRepository } from './view.repository.js';

type ViewInput = BodyOf<typeof api.posts.viewStats>;

/** Watch progress: every report is logged; a user's view of a post counts once per window. */
export class ViewService {
  constructor(
    private readonly db: Db,
    private readonly access: PostAccess,
    private readonly views: ViewRepository,
  ) {}

  report(actor: Actor, input: ViewInput): Promise<{ counted: boolean; viewsCount: number }> {
    const userId = actor.user.id;
    return this.db.transaction().execute(async (trx) => {
      await this.access.visible(actor, input.postId, trx);
      const counted = await this.views.openWindow(trx, input.postId, userId);
      const viewsCount = await this.views.viewsCount(trx, input.postId, counted);
      await this.views.log(trx, { ...input, userId }, counted);
      return { counted, viewsCount };
    });
  }
}
