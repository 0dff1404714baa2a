import { Inject, Injectable } from '@nestjs/common';
import { CONFIRM_MESSAGES, TECHPACK_SERVICE_MESSAGES, type ConfirmTechPack } from '@techpack/contracts';
import { AppError, CLOCK, type Clock } from '@techpack/platform';
import { checkTechPack } from '../check/techpack.check';
import { mustResolveIssues } from '../comments/open-threads';
import { applyConfirm, markReady, openItems } from '../model/techpack.model';
import { UpdateTechPackHandler, type UpdateResult } from '../update-tech-pack/update-tech-pack.handler';

export interface ConfirmResult extends UpdateResult {
  ready: boolean;
}

// POST /api/tech-pack/{id}/confirm: the designer's answers are recorded as theirs and every section re-derived (kept
// even when the pack cannot be confirmed yet, so answering one question at a time loses nothing); then the pack is
// 'ready' when nothing is left to confirm and the check has no error, else 409 with what is open.
@Injectable()
export class ConfirmTechPackHandler {
  constructor(
    @Inject(UpdateTechPackHandler) private readonly update: UpdateTechPackHandler,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(userId: string, id: string, body: ConfirmTechPack): Promise<ConfirmResult> {
    let blocked:
      | { unconfirmed: ReturnType<typeof openItems>; errors: ReturnType<typeof checkTechPack>['issues'] }
      | undefined;
    const mustResolve = await mustResolveIssues(this.update.db, id); // open threads the designer marked "must resolve"
    const result = await this.update.change(userId, id, (current) => {
      blocked = undefined;
      const rev = current.revisions[current.revisions.length - 1]?.rev ?? 1;
      if (body.revision !== undefined && body.revision !== rev) {
        const err = new AppError(409, 'TECHPACK.STALE_REVISION', TECHPACK_SERVICE_MESSAGES.staleRevision);
        err.body = { revision: rev };
        throw err;
      }
      const now = this.clock.now();
      const answered = applyConfirm(current, body, now);
      if (answered.pack.status === 'ready') return answered; // a later confirmation of a ready pack is an edit
      const unconfirmed = openItems(answered.pack);
      const errors = [
        ...checkTechPack(answered.pack).issues.filter((i) => i.severity === 'error'),
        ...mustResolve,
      ];
      if (unconfirmed.length > 0 || errors.length > 0) {
        blocked = { unconfirmed, errors };
        return answered;
      }
      return { pack: markReady(answered.pack, now), changed: [...answered.changed, 'status'] };
    });
    if (blocked) {
      const err = new AppError(409, 'TECHPACK.NOT_CONFIRMED', CONFIRM_MESSAGES.open);
      err.body = {
        status: 'draft',
        unconfirmed: blocked.unconfirmed,
        errors: blocked.errors,
        changedFields: result.changed,
      };
      throw Object.assign(err, { saved: result });
    }
    return { ...result, ready: true };
  }
}
