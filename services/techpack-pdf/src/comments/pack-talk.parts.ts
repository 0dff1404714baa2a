import { RevisionDiffs } from '../revisions/revision-diffs';
import { RevisionsController } from '../revisions/revisions.controller';
import { PdfTalkReader } from '../revisions/pdf-talk';
import { InternalDiffController } from '../revisions/internal-diff.controller';
import { ApprovalsHandler } from '../revisions/approvals.handler';
import { CommentsController } from './comments.controller';
import { CommentsHandler } from './comments.handler';
import { PackSamplesClient, PackTalkAccess, TalkActorGuard } from './talk-access';

// Talk on the pack (comment threads, revisions and their comparison, approvals): the controllers and providers the
// service module registers.
export const PACK_TALK_CONTROLLERS = [CommentsController, RevisionsController, InternalDiffController];
export const PACK_TALK_PROVIDERS = [
  CommentsHandler,
  PackTalkAccess,
  PackSamplesClient,
  TalkActorGuard,
  RevisionDiffs,
  PdfTalkReader,
  ApprovalsHandler,
];
