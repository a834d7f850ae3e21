import { paletteSearchResponseSchema } from '@northdesk/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { apiFetch } from '@/lib/api-client';

/** Wait this long after the last key before asking the server (typing stays smooth). */
const DEBOUNCE_MS = 120;

/** The palette's search results for a text (none for an empty text). */
export function usePaletteSearch(text: string) {
  const [query, setQuery] = useState(text.trim());
  useEffect(() => {
    const handle = window.setTimeout(() => setQuery(text.trim()), DEBOUNCE_MS);
    return () => window.clearTimeout(handle);
  }, [text]);
  const result = useQuery({
    queryKey: ['command-palette', 'search', query],
    enabled: query !== '',
    queryFn: ({ signal }) =>
      apiFetch(`/api/command-palette/search?q=${encodeURIComponent(query)}`, {
        schema: paletteSearchResponseSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
  return { ...result, settled: query === text.trim() && !result.isFetching };
}
