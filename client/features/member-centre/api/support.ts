import { queryOptions } from '@tanstack/react-query';
import type { TicketType } from '@shared/api/support';
import type { ApiClient } from '@client/lib/api-client';
import { memberCentreKeys } from './keys';

/** The brand's word limits of the feedback form and the ticket, and the question types (browser only, personal session). */
export const supportRulesQuery = (api: ApiClient, username: string) =>
  queryOptions({ queryKey: memberCentreKeys.supportRules(username), queryFn: () => api.get('/wps/support/rules'), staleTime: 60_000 });

/** The member's tickets with their replies, last changed first. */
export const ticketsQuery = (api: ApiClient, username: string) =>
  queryOptions({ queryKey: memberCentreKeys.tickets(username), queryFn: () => api.get('/wps/tickets'), staleTime: 5_000 });

/** The member's own feedback, newest first, with its images. */
export const feedbackQuery = (api: ApiClient, username: string) =>
  queryOptions({ queryKey: memberCentreKeys.feedback(username), queryFn: () => api.get('/wps/feedback'), staleTime: 5_000 });

/** The credit report of the last `months` calendar months of the brand's zone (an IANA name: the gateway follows its daylight saving). */
export const creditReportQuery = (api: ApiClient, username: string, months: number, timeZone: string) =>
  queryOptions({
    queryKey: memberCentreKeys.creditReport(username, months, timeZone),
    queryFn: () => api.get(`/wps/report/credit?months=${months}&timeZone=${encodeURIComponent(timeZone)}`),
    staleTime: 10_000,
  });

function formOf(fields: Record<string, string>, images: File[]) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  for (const image of images) form.append('images', image, image.name);
  return form;
}

/** docs/product.md 7.3 PUT /wps/feedback, multipart; the requestId makes a repeated submit answer the same receipt. */
export const sendFeedback = (api: ApiClient, input: { requestId: string; content: string; images: File[] }) =>
  api.send('PUT', '/wps/feedback', formOf({ requestId: input.requestId, content: input.content }, input.images));

export const sendTicket = (api: ApiClient, input: { requestId: string; questionType: TicketType; content: string; images: File[] }) =>
  api.send('POST', '/wps/tickets', formOf({ requestId: input.requestId, questionType: input.questionType, content: input.content }, input.images));

export const replyTicket = (api: ApiClient, input: { ticketId: number; requestId: string; content: string }) => api.send('POST', '/wps/tickets/reply', input);
