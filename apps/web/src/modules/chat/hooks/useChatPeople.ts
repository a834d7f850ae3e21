import { chatPeopleResponseSchema } from '@northdesk/shared';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { apiFetch } from '@/lib/api-client';
import { chatQueryKeys } from '../utils/chat-query-keys';

/** Colleagues to message or mention, and a name lookup for mentions in messages. */
export function useChatPeople() {
  const query = useQuery({
    queryKey: chatQueryKeys.people,
    queryFn: ({ signal }) => apiFetch('/api/chat/people', { schema: chatPeopleResponseSchema, signal }),
    staleTime: 5 * 60_000,
  });
  const people = useMemo(() => query.data?.people ?? [], [query.data]);
  const names = useMemo(() => new Map(people.map((person) => [person.id, person.name])), [people]);
  const nameOf = useCallback((id: string) => names.get(id), [names]);
  return { people, nameOf, isPending: query.isPending };
}
