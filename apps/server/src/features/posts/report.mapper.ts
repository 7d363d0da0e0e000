import { POST, type PostReport, type ReportReason } from '@plaza/contract';
import type { ReportRow } from './report.repository.js';

const REASONS: readonly string[] = POST.reportReasons;
const isReason = (value: string): value is ReportReason => REASONS.includes(value);

export function toPostReportDto(row: ReportRow): PostReport {
  return {
    id: row.id,
    reason: isReason(row.reason) ? row.reason : 'other',
    details: row.details,
    reportedBy: {
      id: row.reporter_id,
      fullName: row.reporter_full_name,
      userName: row.reporter_user_name,
      displayPhoto: row.reporter_display_photo,
    },
    createdOn: row.created_at.toISOString(),
    post: {
      id: row.post_id,
      title: row.post_title,
      slug: row.post_slug,
      thumbnail: row.post_thumbnail,
      public: row.post_public,
      createdBy: {
        id: row.author_id,
        fullName: row.author_full_name,
        userName: row.author_user_name,
        displayPhoto: row.author_display_photo,
      },
    },
  };
}
