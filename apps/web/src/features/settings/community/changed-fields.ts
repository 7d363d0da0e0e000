/** The editable fields of a zone or a channel (a channel has no subdomain). */
export type DetailsValues = {
  name: string;
  subdomain?: string;
  description: string;
  public: boolean;
};

export type DetailsField = keyof DetailsValues;
export type DetailsErrors = Partial<Record<DetailsField, string>>;

const normalise = (value: unknown) => (typeof value === 'string' ? value.trim() : value);

/**
 * What an update sends: only the fields whose value differs from the saved one (spec 02 §5: Save is
 * disabled unless a value changed). Text is compared and sent trimmed, so spaces alone change nothing.
 */
export function changedFields<T extends object>(saved: T, edited: T): Partial<T> {
  const diff: Partial<T> = {};
  for (const key of Object.keys(edited) as (keyof T)[]) {
    const value = normalise(edited[key]);
    if (value !== normalise(saved[key])) diff[key] = value as T[keyof T];
  }
  return diff;
}
