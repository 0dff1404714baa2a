import { api } from '@techpack/web-shared';
import type {
  ChatDirectSendRequest,
  ChatDirectSendResponse,
  ChatMessageResponse,
  ChatPostMessageRequest,
  ChatShareRequest,
  ChatShareResponse,
  ChatWhatsappRequest,
  ChatWhatsappResponse,
} from '@techpack/contracts';

// The chat calls exactly as the spec names them, injected into the host's one RTK Query api. Request and answer
// types come from the chat service's contract (libs/contracts/src/http/chat.ts).

// A message as the server answers it; the UI also shows messages the socket pushed or it has not saved yet, so
// the delivery fields and the sender's email are optional here. Server side, status is 'delivered' once the manufacturer's
// system acknowledged the message.
export type ChatMessage = Omit<ChatMessageResponse, 'status' | 'deliveredAt' | 'user'> &
  Partial<Pick<ChatMessageResponse, 'status' | 'deliveredAt' | 'user'>>;

export type PostMessageBody = ChatPostMessageRequest;
export type DirectSendAnswer = ChatDirectSendResponse;
export type ShareBody = ChatShareRequest;
export type ShareAnswer = ChatShareResponse;
export type WhatsappBody = ChatWhatsappRequest;

export const CHAT_POLL_MS = 2000;
export const CHAT_MAX_LENGTH = 4000;

export const chatApi = api.injectEndpoints({
  endpoints: (build) => ({
    getUserMessages: build.query<ChatMessageResponse[], void>({
      query: () => '/api/chat/messages/user',
      providesTags: [{ type: 'ChatMessage', id: 'LIST' }],
    }),
    postChatMessage: build.mutation<ChatMessageResponse, PostMessageBody>({
      query: (body) => ({ url: '/api/chat/messages', method: 'POST', body }),
    }),
    directSendMessage: build.mutation<DirectSendAnswer, ChatDirectSendRequest>({
      query: (body) => ({ url: '/api/direct/send-message', method: 'POST', body }),
    }),
    shareTechPack: build.mutation<ShareAnswer, ShareBody>({
      query: (body) => ({ url: '/api/chat/share-tech-pack', method: 'POST', body }),
      invalidatesTags: [{ type: 'ChatMessage', id: 'LIST' }],
    }),
    // the pack's factory check, read before sharing: errors ask the designer to confirm first
    checkTechPack: build.mutation<
      { ok: boolean; issues: { severity: 'error' | 'warning'; message: string }[] },
      string
    >({
      query: (id) => ({ url: `/api/tech-pack/${encodeURIComponent(id)}/check`, method: 'GET' }),
    }),
    generateWhatsappMessage: build.mutation<ChatWhatsappResponse, WhatsappBody>({
      query: (body) => ({ url: '/api/whatsapp/generate-message', method: 'POST', body }),
    }),
  }),
  overrideExisting: false,
});

export const {
  useGetUserMessagesQuery,
  usePostChatMessageMutation,
  useDirectSendMessageMutation,
  useShareTechPackMutation,
  useCheckTechPackMutation,
  useGenerateWhatsappMessageMutation,
} = chatApi;
