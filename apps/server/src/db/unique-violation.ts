/** A unique constraint refused the write (SQLite SQLITE_CONSTRAINT_UNIQUE, PostgreSQL 23505). */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505';
}
