import { useMutation } from '@tanstack/react-query';
import { CalendarFeedSchema, type CalendarFeed } from '@sportkarta/contract/api/purchases-calendar';
import { getApiBase } from '@/lib/api-base';
import { apiRequest } from '@/lib/api-client';

// Issue 12: the personal calendar feed — POST /v1/mob/user/calendar-feed opens it (or answers the
// one the person has), DELETE revokes it: the old address answers 404 from then on.

export interface FeedAddress {
  /** https://…/v1/calendar/{token}.ics: for copying into any calendar. */
  url: string;
  /** The same with webcal://: a phone's calendar app subscribes to it. */
  webcalUrl: string;
}

/** The address as the app reaches the API (the configured base, else this origin). */
export function feedAddress(feed: Pick<CalendarFeed, 'path'>): FeedAddress {
  const url = new URL(feed.path, getApiBase() || window.location.origin).toString();
  return { url, webcalUrl: url.replace(/^https?:\/\//, 'webcal://') };
}

export function createCalendarFeed(): Promise<CalendarFeed> {
  return apiRequest({
    url: '/v1/mob/user/calendar-feed',
    method: 'POST',
    schema: CalendarFeedSchema,
  });
}

export function deleteCalendarFeed(): Promise<void> {
  return apiRequest<void>({ url: '/v1/mob/user/calendar-feed', method: 'DELETE' });
}

export const useCreateCalendarFeed = () => useMutation({ mutationFn: createCalendarFeed });
export const useDeleteCalendarFeed = () => useMutation({ mutationFn: deleteCalendarFeed });
