/** Paging facts of GET /api/contact, sent as headers so the answer stays a plain array. */
export const INBOX_HEADERS = {
  total: 'X-Total-Count',
  page: 'X-Page',
  pageSize: 'X-Page-Size',
} as const;
