import type { z } from 'zod';
import { publicUserSchema } from '../http/auth';
import { chatMessageResponse, chatOperatorMessageResponse } from '../http/chat';
import { orderQuoteSchema, orderResponse } from '../http/orders';
import { fitSessionSchema, manufacturerOrderSchema } from '../http/sample-loop';
import { aiAnalysisSchema, techPackSchema, techPackUpdateSchema, uploadRecordSchema } from '../http/techpack';

// Contract schemas that many requests and answers share: each is written once under components.schemas and
// referenced ($ref) wherever it appears, nested or not (the document is a third of its inlined size).
const SHARED: [z.ZodTypeAny, string][] = [
  [techPackSchema, 'TechPack'],
  [techPackUpdateSchema, 'TechPackUpdate'],
  [aiAnalysisSchema, 'AiAnalysis'],
  [uploadRecordSchema, 'Upload'],
  [orderResponse, 'Order'],
  [orderQuoteSchema, 'Quote'],
  [publicUserSchema, 'User'],
  [chatMessageResponse, 'ChatMessage'],
  [chatOperatorMessageResponse, 'OperatorChatMessage'],
  [fitSessionSchema, 'FitSession'],
  [manufacturerOrderSchema, 'ManufacturerOrder'],
];

type WithOpenApi = { openapi?: { _internal?: Record<string, unknown>; metadata?: unknown } };

// The generator names a schema by the reference id in its definition's `openapi` metadata (what `.openapi('Name')`
// sets on a copy). Set on the contract objects themselves, so that every schema built from them refers to them too;
// zod ignores the key. Done once; a schema already named keeps its name.
export function nameSharedSchemas(): void {
  for (const [schema, refId] of SHARED) {
    const def = schema._def as WithOpenApi;
    if (def.openapi?._internal?.refId) continue;
    def.openapi = { ...def.openapi, _internal: { ...def.openapi?._internal, refId } };
  }
}
