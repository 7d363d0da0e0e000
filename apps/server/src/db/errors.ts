/** Whether a database error is a unique-constraint violation (SQLSTATE 23505), on pg or PGlite. */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}
