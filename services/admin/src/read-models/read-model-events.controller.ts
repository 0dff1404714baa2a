import { Controller, Inject } from '@nestjs/common';
import {
  ANALYSIS_COMPLETED,
  MESSAGE_POSTED,
  ORDER_CREATED,
  ORDER_PAID,
  ORDER_STATUS_CHANGED,
  PDF_RENDERED,
  TECHPACK_GENERATED,
  TECHPACK_SHARED,
  TECHPACK_UPDATED,
  UPLOAD_RECEIVED,
  USER_LOGGED_IN,
  USER_REGISTERED,
  type EventPayload,
} from '@techpack/contracts';
import { OnEvent, type EventContext } from '@techpack/platform';
import { ReadModelProjector } from './read-model.projector';

// Consumer group 'admin' (the service's name), from the oldest stored event: a new deployment builds its read
// models from the whole history. Every handler hands its typed event to the projector (the replay uses it too).
const FROM_HISTORY = { fromBeginning: true };

@Controller()
export class ReadModelEventsController {
  constructor(@Inject(ReadModelProjector) private readonly projector: ReadModelProjector) {}

  @OnEvent(USER_REGISTERED, FROM_HISTORY)
  async onUserRegistered(
    payload: EventPayload<typeof USER_REGISTERED>,
    context: EventContext<typeof USER_REGISTERED>,
  ) {
    await this.projector.apply(USER_REGISTERED, payload, context.envelope);
  }

  @OnEvent(USER_LOGGED_IN, FROM_HISTORY)
  async onUserLoggedIn(
    payload: EventPayload<typeof USER_LOGGED_IN>,
    context: EventContext<typeof USER_LOGGED_IN>,
  ) {
    await this.projector.apply(USER_LOGGED_IN, payload, context.envelope);
  }

  @OnEvent(UPLOAD_RECEIVED, FROM_HISTORY)
  async onUploadReceived(
    payload: EventPayload<typeof UPLOAD_RECEIVED>,
    context: EventContext<typeof UPLOAD_RECEIVED>,
  ) {
    await this.projector.apply(UPLOAD_RECEIVED, payload, context.envelope);
  }

  @OnEvent(ANALYSIS_COMPLETED, FROM_HISTORY)
  async onAnalysisCompleted(
    payload: EventPayload<typeof ANALYSIS_COMPLETED>,
    context: EventContext<typeof ANALYSIS_COMPLETED>,
  ) {
    await this.projector.apply(ANALYSIS_COMPLETED, payload, context.envelope);
  }

  @OnEvent(TECHPACK_GENERATED, FROM_HISTORY)
  async onTechPackGenerated(
    payload: EventPayload<typeof TECHPACK_GENERATED>,
    context: EventContext<typeof TECHPACK_GENERATED>,
  ) {
    await this.projector.apply(TECHPACK_GENERATED, payload, context.envelope);
  }

  @OnEvent(TECHPACK_UPDATED, FROM_HISTORY)
  async onTechPackUpdated(
    payload: EventPayload<typeof TECHPACK_UPDATED>,
    context: EventContext<typeof TECHPACK_UPDATED>,
  ) {
    await this.projector.apply(TECHPACK_UPDATED, payload, context.envelope);
  }

  @OnEvent(PDF_RENDERED, FROM_HISTORY)
  async onPdfRendered(
    payload: EventPayload<typeof PDF_RENDERED>,
    context: EventContext<typeof PDF_RENDERED>,
  ) {
    await this.projector.apply(PDF_RENDERED, payload, context.envelope);
  }

  @OnEvent(MESSAGE_POSTED, FROM_HISTORY)
  async onMessagePosted(
    payload: EventPayload<typeof MESSAGE_POSTED>,
    context: EventContext<typeof MESSAGE_POSTED>,
  ) {
    await this.projector.apply(MESSAGE_POSTED, payload, context.envelope);
  }

  @OnEvent(TECHPACK_SHARED, FROM_HISTORY)
  async onTechPackShared(
    payload: EventPayload<typeof TECHPACK_SHARED>,
    context: EventContext<typeof TECHPACK_SHARED>,
  ) {
    await this.projector.apply(TECHPACK_SHARED, payload, context.envelope);
  }

  @OnEvent(ORDER_CREATED, FROM_HISTORY)
  async onOrderCreated(
    payload: EventPayload<typeof ORDER_CREATED>,
    context: EventContext<typeof ORDER_CREATED>,
  ) {
    await this.projector.apply(ORDER_CREATED, payload, context.envelope);
  }

  @OnEvent(ORDER_PAID, FROM_HISTORY)
  async onOrderPaid(payload: EventPayload<typeof ORDER_PAID>, context: EventContext<typeof ORDER_PAID>) {
    await this.projector.apply(ORDER_PAID, payload, context.envelope);
  }

  @OnEvent(ORDER_STATUS_CHANGED, FROM_HISTORY)
  async onOrderStatusChanged(
    payload: EventPayload<typeof ORDER_STATUS_CHANGED>,
    context: EventContext<typeof ORDER_STATUS_CHANGED>,
  ) {
    await this.projector.apply(ORDER_STATUS_CHANGED, payload, context.envelope);
  }
}
