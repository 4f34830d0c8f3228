/** Tiny SQL writer for the generated seed: literal values only, no user input. */
export type SqlValue = string | number | boolean | null;

export const literal = (value: SqlValue): string => {
  if (value === null) return 'NULL';
  if (typeof value === 'boolean') return value ? '1' : '0';
  if (typeof value === 'number') return String(value);
  return `'${value.replaceAll("'", "''")}'`;
};

/** One multi-row INSERT for rows that share the same keys. */
export function insert(table: string, rows: Record<string, SqlValue>[]): string {
  if (rows.length === 0) return '';
  const columns = Object.keys(rows[0]!);
  const values = rows.map((row) => `  (${columns.map((c) => literal(row[c] ?? null)).join(', ')})`);
  return `INSERT INTO ${table} (${columns.join(', ')}) VALUES\n${values.join(',\n')};\n`;
}
