import {
  LEAD_STAGE_VALUES,
  type AssigneeAnswer,
  type ContactNoteAnswer,
  type LeadStage,
  type LeadCorrectionInput,
  type LeadUpdateInput,
  MESSAGE_FILTERS,
  type ContactMessageAnswer,
  type MessageFilter,
  type ContactReplyAnswer,
  type ReplyDraftAnswer,
  type ReplySendInput,
  type ReplySentAnswer,
  type ReplyTemplateAnswer,
  type ReplyTemplateInput,
  type UnreadCountAnswer,
} from '@prism/contracts';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '~/admin/shared/api';
import { pagedQuery } from '~/admin/shared/paged-list';
import { queryKeys } from '~/admin/shared/query-client';

/** Messages per page: a long inbox is read a page at a time. */
export const INBOX_PAGE_SIZE = 20;

export interface InboxFilter {
  status: MessageFilter;
  q: string;
  /** '' for every stage. */
  stage: LeadStage | '';
  /** '' for anyone, 'none' for nobody, else a user id. */
  assignee: string;
}

/** The inbox filter as the address bar holds it (?status=unread&q=acme&stage=won). */
export function inboxFilterFrom(params: URLSearchParams): InboxFilter {
  const status = params.get('status');
  const stage = params.get('stage');
  const assignee = params.get('assignee') ?? '';
  return {
    status: (MESSAGE_FILTERS as readonly string[]).includes(status ?? '')
      ? (status as MessageFilter)
      : 'all',
    q: (params.get('q') ?? '').trim(),
    stage: (LEAD_STAGE_VALUES as readonly string[]).includes(stage ?? '')
      ? (stage as LeadStage)
      : '',
    assignee: /^(none|[1-9]\d{0,9})$/.test(assignee) ? assignee : '',
  };
}

/** The query string of the list and of the CSV export for a filter. */
export function inboxQueryString(
  filter: Pick<InboxFilter, 'status' | 'q'> & Partial<Pick<InboxFilter, 'stage' | 'assignee'>>,
): string {
  const params = new URLSearchParams();
  if (filter.status !== 'all') params.set('status', filter.status);
  if (filter.q) params.set('q', filter.q);
  if (filter.stage) params.set('stage', filter.stage);
  if (filter.assignee) params.set('assignee', filter.assignee);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The inbox's pages for a filter; searched and filtered on the server. */
export const inboxQuery = (filter: InboxFilter) => ({
  ...pagedQuery<ContactMessageAnswer>(
    queryKeys.messageList(filter),
    `/api/contact${inboxQueryString(filter)}`,
    INBOX_PAGE_SIZE,
  ),
  // A new filter keeps the list on screen until its first page arrives.
  placeholderData: keepPreviousData,
});

export const unreadCountQuery = queryOptions({
  queryKey: queryKeys.unreadCount,
  queryFn: () => api<UnreadCountAnswer>('/api/contact/unread-count'),
});

/** Every inbox mutation refetches the lists and the unread count. */
function useInvalidateInbox() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: queryKeys.messages });
}

export function useMarkRead() {
  const invalidate = useInvalidateInbox();
  return useMutation({
    mutationFn: (id: number) =>
      api<{ message: string }>(`/api/contact/${id}/read`, { method: 'POST' }),
    onSettled: invalidate,
  });
}

export function useDeleteMessage() {
  const invalidate = useInvalidateInbox();
  return useMutation({
    mutationFn: (id: number) =>
      api<{ message: string }>(`/api/contact/${id}`, { method: 'DELETE' }),
    onSettled: invalidate,
  });
}

/** Staff a lead can be given to. */
export const assigneesQuery = queryOptions({
  queryKey: queryKeys.assignees,
  queryFn: () => api<AssigneeAnswer[]>('/api/contact/assignees'),
});

export function useUpdateLead() {
  const invalidate = useInvalidateInbox();
  return useMutation({
    mutationFn: ({ id, ...change }: LeadUpdateInput & { id: number }) =>
      api<ContactMessageAnswer>(`/api/contact/${id}`, { method: 'PATCH', body: change }),
    onSettled: invalidate,
  });
}

/** Rectification (issue 46): only the fields given change; the server audits it. */
export function useCorrectLead() {
  const invalidate = useInvalidateInbox();
  return useMutation({
    mutationFn: ({ id, ...change }: LeadCorrectionInput & { id: number }) =>
      api<ContactMessageAnswer>(`/api/contact/${id}/person`, { method: 'PATCH', body: change }),
    onSettled: invalidate,
  });
}

export const notesQuery = (messageId: number) =>
  queryOptions({
    queryKey: queryKeys.notes(messageId),
    queryFn: () => api<ContactNoteAnswer[]>(`/api/contact/${messageId}/notes`),
  });

export function useAddNote(messageId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: string) =>
      api<ContactNoteAnswer>(`/api/contact/${messageId}/notes`, { method: 'POST', body: { body } }),
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.notes(messageId) }),
  });
}

export function useDeleteNote(messageId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (noteId: number) =>
      api<{ message: string }>(`/api/contact/${messageId}/notes/${noteId}`, {
        method: 'DELETE',
      }),
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.notes(messageId) }),
  });
}

export const repliesQuery = (messageId: number) =>
  queryOptions({
    queryKey: queryKeys.replies(messageId),
    queryFn: () => api<ContactReplyAnswer[]>(`/api/contact/${messageId}/replies`),
    // The one query on a timer: a reply still on its way is looked at again until it is
    // delivered or given up, so staff see the outcome without reloading.
    refetchInterval: (query) =>
      query.state.data?.some((r) => r.delivery !== 'delivered' && !r.givenUp) ? 2000 : false,
  });

/** Sends a reply; the key (one per written reply) makes a resend of the request harmless. */
export function useSendReply() {
  const invalidate = useInvalidateInbox();
  return useMutation({
    mutationFn: ({ id, ...input }: ReplySendInput & { id: number }) =>
      api<ReplySentAnswer>(`/api/contact/${id}/replies`, { method: 'POST', body: input }),
    onSettled: invalidate,
  });
}

export function useRetryReply(messageId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (replyId: number) =>
      api<ContactReplyAnswer>(`/api/contact/${messageId}/replies/${replyId}/retry`, {
        method: 'POST',
      }),
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.replies(messageId) }),
  });
}

export const replyTemplatesQuery = queryOptions({
  queryKey: queryKeys.replyTemplates,
  queryFn: () => api<ReplyTemplateAnswer[]>('/api/reply-templates'),
});

/** The templates filled in for one lead by the server, in the lead's language. */
export const replyDraftsQuery = (messageId: number) =>
  queryOptions({
    queryKey: queryKeys.replyDrafts(messageId),
    queryFn: () => api<ReplyDraftAnswer[]>(`/api/contact/${messageId}/reply-drafts`),
  });

export function useSaveReplyTemplate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...input }: ReplyTemplateInput & { id?: number }) =>
      api<ReplyTemplateAnswer>(id ? `/api/reply-templates/${id}` : '/api/reply-templates', {
        method: id ? 'PUT' : 'POST',
        body: input,
      }),
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.replyTemplates }),
  });
}

export function useDeleteReplyTemplate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api<{ message: string }>(`/api/reply-templates/${id}`, { method: 'DELETE' }),
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.replyTemplates }),
  });
}
