import { describe, expect, it } from '@jest/globals';
import { AppError } from './errors';
import { multipartError, type MultipartAnswers } from './multipart';

const answers: MultipartAnswers = {
  fileTooLarge: () => new AppError(413, 'T.FILE_TOO_LARGE', 'file too large'),
  tooManyFiles: () => new AppError(400, 'T.TOO_MANY_FILES', 'too many files'),
  tooManyFields: () => new AppError(400, 'T.TOO_MANY_FIELDS', 'too many fields'),
  malformed: () => new AppError(400, 'T.MALFORMED', 'malformed'),
};
const failure = (code?: string) => Object.assign(new Error('multipart'), code ? { code } : {});
const answered = (e: unknown, a = answers) => {
  const out = multipartError(e, a);
  return [out.status, out.code];
};

describe('a failed multipart read, answered in the route’s words', () => {
  it('maps each of @fastify/multipart’s limits to its answer, and anything else to "malformed"', () => {
    expect(answered(failure('FST_REQ_FILE_TOO_LARGE'))).toEqual([413, 'T.FILE_TOO_LARGE']);
    expect(answered(failure('FST_FILES_LIMIT'))).toEqual([400, 'T.TOO_MANY_FILES']);
    expect(answered(failure('FST_PARTS_LIMIT'))).toEqual([400, 'T.TOO_MANY_FIELDS']);
    expect(answered(failure('FST_FIELDS_LIMIT'))).toEqual([400, 'T.TOO_MANY_FIELDS']);
    expect(answered(failure('FST_FIELD_SIZE_LIMIT'))).toEqual([400, 'T.TOO_MANY_FIELDS']);
    expect(answered(failure('FST_PROTO_VIOLATION'))).toEqual([400, 'T.MALFORMED']);
    expect(answered(failure())).toEqual([400, 'T.MALFORMED']);
    expect(answered(undefined)).toEqual([400, 'T.MALFORMED']);
  });

  it('a route may word an oversized field on its own; its own errors pass unchanged', () => {
    expect(
      answered(failure('FST_FIELD_SIZE_LIMIT'), { ...answers, fieldTooLarge: answers.malformed }),
    ).toEqual([400, 'T.MALFORMED']);
    const own = new AppError(400, 'UPLOAD.NO_FILE', 'no file');
    expect(multipartError(own, answers)).toBe(own);
  });
});
