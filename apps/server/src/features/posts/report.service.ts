import type { BodyOf, PostReport, api } from '@plaza/contract';
import { AppError } from '../../http/app-error.js';
import type { Actor } from '../../http/actor.js';
import { paged, type Page, type Paged } from '../../lib/paging.js';
import type { PostAccess } from './post-access.js';
import { toPostReportDto } from './report.mapper.js';
import type { ReportRepository } from './report.repository.js';

type ReportInput = BodyOf<typeof api.postReports.create>;

/** Any viewer reports a post they can see; the super admin (checked by the route) reviews them. */
export class ReportService {
  constructor(
    private readonly reports: ReportRepository,
    private readonly access: PostAccess,
  ) {}

  async create(actor: Actor, postId: string, input: ReportInput): Promise<void> {
    const post = await this.access.visible(actor, postId);
    // Matches the post's permissions (canReport): an author removes or edits their post instead.
    if (post.created_by === actor.user.id) throw new AppError('NOT_AUTHORIZED');
    await this.reports.create({ postId, userId: actor.user.id, reason: input.reason, details: input.details });
  }

  async list(page: Page): Promise<Paged<PostReport>> {
    const { rows, total } = await this.reports.openPage(page);
    return paged(rows.map(toPostReportDto), total, page);
  }

  async dismiss(reportId: string): Promise<void> {
    if (!(await this.reports.dismiss(reportId))) throw new AppError('ROUTE_NOT_FOUND');
  }
}
