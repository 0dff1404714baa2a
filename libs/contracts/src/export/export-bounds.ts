import { z } from 'zod';
import type { JsonSchema7Type } from 'zod-to-json-schema';

// The bounded building blocks of the export's zod schema: every string, list and map has a limit, so a valid
// document is also a bounded one. Objects keep the fields a later version of the pack adds (passthrough).

// JSON Schema keywords zod has no method for (maxProperties, the version's if/then), by the zod schema that enforces
// them with its own check; `addKeywords` puts them into the JSON Schema written from it.
const keywords = new WeakMap<z.ZodTypeDef, Record<string, unknown>>();

export function withKeywords<T extends z.ZodTypeAny>(schema: T, extra: Record<string, unknown>): T {
  keywords.set(schema._def, extra);
  return schema;
}

export function addKeywords(
  json: JsonSchema7Type | undefined,
  def: z.ZodTypeDef,
): JsonSchema7Type | undefined {
  const extra = keywords.get(def);
  return json && extra ? ({ ...json, ...extra } as JsonSchema7Type) : json;
}

export const str = (maxLength: number) => z.string().max(maxLength);
export const num = z.number();
export const arr = <T extends z.ZodTypeAny>(items: T, maxItems: number) => z.array(items).max(maxItems);

// at most `max` keys (JSON Schema maxProperties)
export const atMost = <T extends z.ZodTypeAny>(schema: T, max: number) =>
  withKeywords(
    schema.refine((v) => Object.keys(v as object).length <= max, `must NOT have more than ${max} properties`),
    { maxProperties: max },
  );

// a map of at most `max` keys, each at most `keyLength` characters
export const map = <T extends z.ZodTypeAny>(value: T, max: number, keyLength = 60) =>
  atMost(z.record(z.string().max(keyLength), value), max);

// an object with its `required` and `optional` fields; any other field is kept
export const obj = <R extends z.ZodRawShape, O extends z.ZodRawShape = Record<never, never>>(
  required: R,
  optional?: O,
) =>
  z
    .object(required)
    .merge(z.object(optional ?? ({} as O)).partial())
    .passthrough();

// where a value came from ('detected', 'estimated', 'standard', 'user', ...: the pack contract's list, which grows)
export const provenance = str(20);
