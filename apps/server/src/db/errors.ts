function sqlState(error: unknown): unknown {
  return typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
}

/** Whether a database error is a unique-constraint violation (SQLSTATE 23505), on pg or PGlite. */
export function isUniqueViolation(error: unknown): boolean {
  return sqlState(error) === '23505';
}

/**
 * Whether the database refused a value itself (SQLSTATE class 22, data exception: a NUL in text,
 * a number or date out of its column's range, text that is not a number...). The contract's
 * rules should have refused it first; this is the caller's input, never the server's fault.
 */
export function isDataException(error: unknown): boolean {
  const code = sqlState(error);
  return typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code);
}
