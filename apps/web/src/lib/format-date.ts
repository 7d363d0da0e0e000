import { DATE_FORMAT } from './presentation';

const pad = (n: number) => String(n).padStart(2, '0');

/** A timestamp as settings pages show dates (spec 01 §9: DD/MM/YYYY), in the viewer's time zone. */
export function formatDate(value: string | Date): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  return DATE_FORMAT.replace('DD', pad(date.getDate()))
    .replace('MM', pad(date.getMonth() + 1))
    .replace('YYYY', String(date.getFullYear()));
}
