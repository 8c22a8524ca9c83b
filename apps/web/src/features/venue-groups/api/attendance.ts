import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  AttendanceSchema,
  type Attendance,
  type AttendanceRequest,
} from '@sportkarta/contract/api/venue-desk';
import { apiRequest } from '@/lib/api-client';
import { hasToken } from '@/lib/session-token';
import { staffGroupsKey } from './staff-groups-key';

const url = (complexId: number, groupId: number) =>
  `/v1/mob/staff/complexes/${complexId}/groups/${groupId}/attendance`;

export const attendanceQueryKey = (complexId: number, groupId: number, date: string) =>
  [...staffGroupsKey(complexId), groupId, 'attendance', date] as const;

/** GET …/groups/{groupId}/attendance?date=: the day's marks (null: not marked yet). */
export const getAttendance = (
  complexId: number,
  groupId: number,
  date: string,
  signal?: AbortSignal,
) =>
  apiRequest<Attendance>({
    url: url(complexId, groupId),
    method: 'GET',
    query: { date },
    schema: AttendanceSchema,
    signal,
  });

export const attendanceQueryOptions = (complexId: number, groupId: number, date: string) =>
  queryOptions({
    queryKey: attendanceQueryKey(complexId, groupId, date),
    enabled: hasToken,
    queryFn: ({ signal }) => getAttendance(complexId, groupId, date, signal),
  });

export const useAttendance = (complexId: number, groupId: number, date: string) =>
  useQuery(attendanceQueryOptions(complexId, groupId, date));

/** PUT …/groups/{groupId}/attendance: the day's marks; sending them again changes nothing. */
export const saveAttendance = (complexId: number, groupId: number, body: AttendanceRequest) =>
  apiRequest<Attendance>({
    url: url(complexId, groupId),
    method: 'PUT',
    body,
    schema: AttendanceSchema,
  });

export function useSaveAttendance(complexId: number, groupId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AttendanceRequest) => saveAttendance(complexId, groupId, body),
    onSuccess: (saved) =>
      client.setQueryData(attendanceQueryKey(complexId, groupId, saved.date), saved),
  });
}
