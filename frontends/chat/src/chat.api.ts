import { api } from '@techpack/web-shared';

// The chat calls exactly as the spec names them, injected into the host's one RTK Query api.
export interface ChatMessage {
  id: string;
  techPackId: string;
  sender: string;
  message: string;
  messageType: string;
  sentAt: string;
  // Server side: 'delivered' once the manufacturer's system acknowledged the message.
  status?: 'sent' | 'delivered';
  user?: { email: string };
}

export interface PostMessageBody {
  techPackId: string;
  sender: 'user';
  message: string;
  messageType: 'text';
}

export interface DirectSendAnswer {
  success: boolean;
  message: string;
  messageId?: string;
  status?: 'delivered' | 'queued';
}

export interface ShareBody {
  techPackId: string;
  message?: string;
  includePdf?: boolean;
}

export interface ShareAnswer {
  success: boolean;
  message: string;
  chatMessage?: ChatMessage;
}

export interface WhatsappBody {
  type: string;
  orderNumber?: string;
  techPackId?: string;
  email?: string;
  fabricChoice?: string;
}

export const CHAT_POLL_MS = 2000;
export const CHAT_MAX_LENGTH = 4000;

export const chatApi = api.injectEndpoints({
  endpoints: (build) => ({
    getUserMessages: build.query<ChatMessage[], void>({
      query: () => '/api/chat/messages/user',
      providesTags: [{ type: 'ChatMessage', id: 'LIST' }],
    }),
    postChatMessage: build.mutation<ChatMessage, PostMessageBody>({
      query: (body) => ({ url: '/api/chat/messages', method: 'POST', body }),
    }),
    directSendMessage: build.mutation<DirectSendAnswer, { message: string; techPackId: string }>({
      query: (body) => ({ url: '/api/direct/send-message', method: 'POST', body }),
    }),
    shareTechPack: build.mutation<ShareAnswer, ShareBody>({
      query: (body) => ({ url: '/api/chat/share-tech-pack', method: 'POST', body }),
      invalidatesTags: [{ type: 'ChatMessage', id: 'LIST' }],
    }),
    // the pack's factory check (issue 15), read before sharing: errors ask the designer to confirm first
    checkTechPack: build.mutation<{ ok: boolean; issues: { severity: 'error' | 'warning'; message: string }[] }, string>({
      query: (id) => ({ url: `/api/tech-pack/${encodeURIComponent(id)}/check`, method: 'GET' }),
    }),
    generateWhatsappMessage: build.mutation<{ success: boolean; url: string }, WhatsappBody>({
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
