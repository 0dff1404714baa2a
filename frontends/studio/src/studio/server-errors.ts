import { createContext, useContext } from 'react';

// The fields the server refused on the last save ('measurements.length' -> its rule), so the field itself is marked.
export type ServerFieldErrors = Readonly<Record<string, string>>;
export const ServerFieldErrorsContext = createContext<ServerFieldErrors>({});
export const useServerFieldError = (field: string | undefined): string | undefined => {
  const errors = useContext(ServerFieldErrorsContext);
  return field ? errors[field] : undefined;
};

/** `fields` and `errors` of a 400 answer ({ message, code, fields, errors: [{ field, message }] }). */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  const data = (error as { data?: { message?: unknown; fields?: unknown; errors?: unknown } } | null)?.data;
  const out: Record<string, string> = {};
  const message = typeof data?.message === 'string' ? data.message : 'Invalid value';
  if (Array.isArray(data?.errors))
    for (const e of data.errors as { field?: unknown; message?: unknown }[])
      if (typeof e?.field === 'string') out[e.field] = typeof e.message === 'string' ? e.message : message;
  if (Array.isArray(data?.fields))
    for (const f of data.fields) if (typeof f === 'string' && !out[f]) out[f] = message;
  return out;
}
