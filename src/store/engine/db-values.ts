/** Small conversions shared by the row mappers. */

/** A boolean as both dialects accept it on input (see `DbBool`). */
export function toDbBool(value: boolean): 0 | 1 {
  return value ? 1 : 0;
}

/** SQLite reads booleans back as 0/1, PostgreSQL as true/false. */
export function fromDbBool(value: number | boolean): boolean {
  return value === true || value === 1;
}

/** `value` narrowed to a member of a closed set; a value outside it means a corrupt row. */
export function oneOf<const T extends string>(allowed: readonly T[], value: string, what: string): T {
  if ((allowed as readonly string[]).includes(value)) return value as T;
  throw new Error(`store holds an unknown ${what}: ${JSON.stringify(value)}`);
}
