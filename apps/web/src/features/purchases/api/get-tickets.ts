import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  TicketListSchema,
  TicketSchema,
  type Ticket,
  type TicketList,
} from '@sportkarta/contract/api/purchases';
import { apiRequest, isApiError } from '@/lib/api-client';
import { PURCHASES_KEY } from './purchases-key';

export type TicketKind = 'EVENT' | 'SERVICE';

/** spec §7.1: «С расписанием» and «Без расписания». */
const PATHS: Record<TicketKind, string> = {
  EVENT: '/v1/mob/user/purchases-services-with-date',
  SERVICE: '/v1/mob/user/purchases-services-without-date',
};

export const ticketsQueryKey = (kind: TicketKind) => [PURCHASES_KEY, 'list', kind] as const;
export const ticketQueryKey = (qrCodeId: string) => [PURCHASES_KEY, 'one', qrCodeId] as const;

export function getTickets(kind: TicketKind, signal?: AbortSignal): Promise<TicketList> {
  return apiRequest({ url: PATHS[kind], method: 'GET', schema: TicketListSchema, signal });
}

export const ticketsQueryOptions = (kind: TicketKind) =>
  queryOptions({
    queryKey: ticketsQueryKey(kind),
    queryFn: ({ signal }) => getTickets(kind, signal),
  });

export const useTickets = (kind: TicketKind) => useQuery(ticketsQueryOptions(kind));

/**
 * One ticket by its qrCodeId, asked in its own list: the kind known from a list already loaded
 * is asked first (no 404 from the other list); unknown, a session ticket, else a service visit.
 */
export async function getTicket(
  qrCodeId: string,
  first: TicketKind = 'EVENT',
  signal?: AbortSignal,
): Promise<Ticket> {
  const one = (kind: TicketKind) =>
    apiRequest({
      url: `${PATHS[kind]}/${encodeURIComponent(qrCodeId)}`,
      method: 'GET',
      schema: TicketSchema,
      signal,
    });
  try {
    return await one(first);
  } catch (error) {
    if (isApiError(error) && error.status === 404)
      return one(first === 'EVENT' ? 'SERVICE' : 'EVENT');
    throw error;
  }
}

export function useTicket(qrCodeId: string) {
  const client = useQueryClient();
  const listed = (kind: TicketKind) =>
    client
      .getQueryData<TicketList>(ticketsQueryKey(kind))
      ?.items.some((t) => t.qrCodeId === qrCodeId) ?? false;
  return useQuery({
    queryKey: ticketQueryKey(qrCodeId),
    queryFn: ({ signal }) =>
      getTicket(qrCodeId, listed('SERVICE') && !listed('EVENT') ? 'SERVICE' : 'EVENT', signal),
    enabled: qrCodeId.length > 0,
  });
}

/** Pull-to-refresh: both lists and the open ticket are asked again. */
export function useRefreshTickets() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: [PURCHASES_KEY] });
}
