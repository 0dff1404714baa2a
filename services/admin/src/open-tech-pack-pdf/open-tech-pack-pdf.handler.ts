import { Inject, Injectable } from '@nestjs/common';
import { LOGGER, ServiceClient, type AdminClaims, type Logger } from '@techpack/platform';
import { OperatorActionRecorder } from '../operator-actions/operator-action.recorder';
import { upstreamError, upstreamUnavailable } from '../operator-actions/operator-upstream';

const UPSTREAM_TIMEOUT_MS = 10_000;

export interface PdfFile {
  contentType: string;
  disposition: string;
  payload: Buffer;
}

// The error an upstream gave, from its raw answer: its JSON `{ message, code }`, else the start of its text.
function upstreamMessage(payload: Buffer): { message?: string; code?: string } {
  const text = payload.toString('utf8');
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object' && 'message' in parsed && typeof parsed.message === 'string') {
      return {
        message: parsed.message,
        code: 'code' in parsed && typeof parsed.code === 'string' ? parsed.code : undefined,
      };
    }
  } catch {
    // not JSON
  }
  return { message: text.slice(0, 300).trim() || undefined };
}

// A tech pack's PDF through the admin service, so the opening is recorded ('pdf-opened', whatever the outcome) and
// the browser needs no other token. The bytes come from techpack-pdf's download route, asked as the operator.
// ServiceClient's download: the answer is a binary file passed on with its own content type and disposition.
@Injectable()
export class OpenTechPackPdfHandler {
  constructor(
    @Inject(ServiceClient) private readonly services: ServiceClient,
    @Inject(OperatorActionRecorder) private readonly recorder: OperatorActionRecorder,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async execute(
    claims: AdminClaims,
    token: string,
    correlationId: string,
    techPackId: string,
    lang?: string,
  ): Promise<PdfFile> {
    const opened = { action: 'pdf-opened', targetId: techPackId };
    let res: {
      ok: boolean;
      status: number;
      contentType: string;
      disposition: string | null;
      payload: Buffer;
    };
    try {
      res = await this.download(token, techPackId, lang);
    } catch (e) {
      this.logger.warn(
        { err: e, service: 'techpack-pdf', techPackId },
        'operator action: upstream call failed',
      );
      await this.recorder.record(claims, correlationId, {
        ...opened,
        details: {},
        outcome: 'failed',
        statusCode: 503,
      });
      throw upstreamUnavailable('techpack-pdf');
    }
    await this.recorder.record(claims, correlationId, {
      ...opened,
      details: { bytes: res.payload.length, ...(lang ? { lang } : {}) },
      outcome: res.ok ? 'succeeded' : 'failed',
      statusCode: res.status,
    });
    if (!res.ok) throw upstreamError({ status: res.status, ...upstreamMessage(res.payload) });
    return {
      contentType: res.contentType,
      disposition: res.disposition ?? `inline; filename="tech-pack-${techPackId}.pdf"`,
      payload: res.payload,
    };
  }

  // The request's correlation id travels with the call (ServiceClient takes it from the request scope).
  private async download(token: string, techPackId: string, lang?: string) {
    const res = await this.services.download('techpack-pdf', {
      method: 'GET',
      path: `/api/tech-pack/${encodeURIComponent(techPackId)}/pdf-download${lang ? `?lang=${encodeURIComponent(lang)}` : ''}`,
      as: { bearer: token },
      timeoutMs: UPSTREAM_TIMEOUT_MS,
    });
    return {
      ok: res.ok,
      status: res.status,
      contentType: res.headers.get('content-type') ?? 'application/octet-stream',
      disposition: res.headers.get('content-disposition'),
      payload: res.bytes,
    };
  }
}
