import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../database';

// Everything that makes up a schema, as text lines that two databases can be compared by: relations, columns (order,
// types, defaults, nullability, generated expressions), constraints, indexes, sequences, functions and triggers.
export async function dumpSchema(handle: DatabaseHandle, schema: string): Promise<string[]> {
  const queries = [
    sql`select 'relation', c.relname, c.relkind::text from pg_class c
      where c.relnamespace = ${schema}::regnamespace order by 2`,
    sql`select 'column', table_name, ordinal_position, column_name, data_type, udt_name, character_maximum_length,
        numeric_precision, numeric_scale, column_default, is_nullable, is_identity, is_generated, generation_expression
      from information_schema.columns where table_schema = ${schema} order by 2, 3`,
    sql`select 'constraint', conrelid::regclass::text, conname, contype::text, pg_get_constraintdef(oid)
      from pg_constraint where connamespace = ${schema}::regnamespace order by 2, 3`,
    sql`select 'index', tablename, indexname, indexdef from pg_indexes where schemaname = ${schema} order by 2, 3`,
    sql`select 'sequence', sequence_name, data_type, start_value, minimum_value, maximum_value, increment, cycle_option
      from information_schema.sequences where sequence_schema = ${schema} order by 2`,
    sql`select 'owned', d.objid::regclass::text, d.refobjid::regclass::text, d.refobjsubid from pg_depend d
      join pg_class c on c.oid = d.objid
      where c.relkind = 'S' and c.relnamespace = ${schema}::regnamespace and d.deptype = 'a' order by 2`,
    sql`select 'function', p.proname, pg_get_functiondef(p.oid) from pg_proc p
      where p.pronamespace = ${schema}::regnamespace order by 2`,
    sql`select 'trigger', t.tgname, pg_get_triggerdef(t.oid) from pg_trigger t join pg_class c on c.oid = t.tgrelid
      where c.relnamespace = ${schema}::regnamespace and not t.tgisinternal order by 2`,
  ];
  const lines: string[] = [];
  for (const query of queries) {
    const rows = await handle.query<Record<string, unknown>>(handle.db, query);
    for (const row of rows)
      lines.push(
        Object.values(row)
          .map((v) => (v === null ? '∅' : String(v)))
          .join(' | '),
      );
  }
  return lines;
}
