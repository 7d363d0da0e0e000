import { POST, type ReportReason } from '@plaza/contract';

/** The report reasons (POST.reportReasons) in words. */
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  spam: 'Spam or misleading',
  abuse: 'Harassment or hate',
  sexual: 'Sexual content',
  violence: 'Violence or dangerous acts',
  copyright: 'Copyright infringement',
  other: 'Something else',
};

export const REPORT_REASON_OPTIONS = POST.reportReasons.map((value) => ({ value, label: REPORT_REASON_LABELS[value] }));
