import type { PipeTransform } from '@nestjs/common';
import type { z } from 'zod';
import { AppError } from '@techpack/platform';

// A request part checked against its contract schema, answering 400 with the error code the failing check names
// (`params.code` of the issue: 'UPLOAD.EMAIL_REQUIRED', 'UPLOAD.BAD_FILENAME', ...) and its message.
export function parseCoded<S extends z.ZodTypeAny>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const code = issue && 'params' in issue ? (issue.params as { code?: string } | undefined)?.code : undefined;
  throw new AppError(
    400,
    code ?? 'REQUEST.INVALID',
    issue?.message ?? 'Invalid request',
    result.error.issues,
  );
}

// The same check as a Nest pipe (`@Param(new CodedPipe(schema))`).
export class CodedPipe<S extends z.ZodTypeAny> implements PipeTransform<unknown, z.output<S>> {
  constructor(private readonly schema: S) {}
  transform(value: unknown): z.output<S> {
    return parseCoded(this.schema, value);
  }
}
