/** Reads a timestamp column (Date on PostgreSQL, ISO text on SQLite). */
export function toDate(value: Date | string): Date {
  return value instanceof Date ? value : new Date(value);
}

/** Reads a nullable timestamp column. */
export function toDateOrNull(value: Date | string | null): Date | null {
  return value === null ? null : toDate(value);
}

/** Reads a boolean column (boolean on PostgreSQL, 0/1 on SQLite). */
export function toBool(value: boolean | number): boolean {
  return value === true || value === 1;
}

/** Writes a boolean column: 0/1 is accepted by both SQLite and PostgreSQL boolean input. */
export function fromBool(value: boolean): number {
  return value ? 1 : 0;
}

/** Reads a JSON object column (parsed jsonb on PostgreSQL, text on SQLite). */
export function toJsonObject(value: unknown): Record<string, unknown> {
  const parsed = typeof value === 'string' ? (JSON.parse(value) as unknown) : value;
  return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)
    ? (parsed as Record<string, unknown>)
    : {};
}

/** Writes a JSON column as text (jsonb parses it on PostgreSQL). */
export function fromJson(value: unknown): string {
  return JSON.stringify(value ?? {});
}

/** Writes a timestamp column as ISO-8601 UTC text, which sorts correctly on SQLite. */
export function fromDate(value: Date): string {
  return value.toISOString();
}
