import { DATE_FORMAT } from '../../lib/presentation';

/** An ISO calendar date ('2026-11-22') as the product shows dates: DD/MM/YYYY. */
export function formatCalendarDate(iso: string): string {
  const [year = '', month = '', day = ''] = iso.split('-');
  return DATE_FORMAT.replace('DD', day).replace('MM', month).replace('YYYY', year);
}
