import { AppError } from './errors';

// The one mapping of a failed multipart read (@fastify/multipart's error codes) to the caller's 4xx, in the words
// each route chooses: a file over `fileSize`, more files than `files`, more parts or fields than allowed, a field over
// `fieldSize` (the route's "too many fields" answer unless it words its own), and anything else (a body that is not a
// well-formed form, a protocol violation). An AppError thrown while reading (the route's own check) passes unchanged.
export interface MultipartAnswers {
  fileTooLarge: () => AppError;
  tooManyFiles: () => AppError;
  tooManyFields: () => AppError;
  fieldTooLarge?: () => AppError;
  malformed: () => AppError;
}

export function multipartError(e: unknown, answers: MultipartAnswers): AppError {
  if (e instanceof AppError) return e;
  switch ((e as { code?: unknown } | null)?.code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return answers.fileTooLarge();
    case 'FST_FILES_LIMIT':
      return answers.tooManyFiles();
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return answers.tooManyFields();
    case 'FST_FIELD_SIZE_LIMIT':
      return (answers.fieldTooLarge ?? answers.tooManyFields)();
    default:
      return answers.malformed();
  }
}
