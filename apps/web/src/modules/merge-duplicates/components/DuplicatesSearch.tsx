import { MERGE_DUPLICATES_COPY as C } from '@northdesk/shared';
import { SearchIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Input } from '@/components/ui/input';
import { useDebouncedValue } from '@/modules/ui/hooks/useDebouncedValue';

/** Narrows the pairs to records whose name, domain or email holds the text; calls back once typing pauses. */
export function DuplicatesSearch({ value, onSearch }: { value: string; onSearch: (q: string) => void }) {
  const [text, setText] = useState(value);
  const debounced = useDebouncedValue(text.trim(), 300);

  useEffect(() => {
    if (debounced.value !== value) onSearch(debounced.value);
  }, [debounced.value, value, onSearch]);

  return (
    <div className="relative mb-4">
      <SearchIcon
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <Input
        type="search"
        aria-label={C.searchLabel}
        placeholder={C.searchPlaceholder}
        value={text}
        onChange={(event) => setText(event.target.value)}
        className="pl-9"
      />
    </div>
  );
}
