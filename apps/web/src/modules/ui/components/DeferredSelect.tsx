import { ChevronDownIcon } from 'lucide-react';
import { SELECT_TRIGGER_CLASS } from '@/components/ui/select-trigger-style';
import { cn } from '@/lib/utils';
import { useDeferredComponent } from '../hooks/useDeferredComponent';
import { deferredComponent } from '../utils/deferred-component';
import type { OptionsSelectProps } from './OptionsSelect';

export type { SelectOption } from './OptionsSelect';

// Radix's select (`ui-controls`, `ui-overlay`: about 43 KB brotli) is fetched on first use (issue 17).
const select = deferredComponent(() => import('./OptionsSelect'), 'OptionsSelect');

/** The keys that open Radix's select from its trigger besides a click (Enter and Space click a button). */
const OPEN_KEYS = new Set(['ArrowDown', 'ArrowUp']);

/**
 * A list toolbar's select drawn as its trigger until first used: the same element (a button with
 * role="combobox"), look, name, value and keys as Radix's closed select. A pointer over it, a
 * touch or focus fetches the code; a click, Enter, Space or an arrow key renders the real select
 * open, which takes the focus and gives it back to its trigger on closing. If the fetch fails
 * (offline before it was ever cached), the button stays and a later try fetches again.
 */
export function DeferredSelect(props: Omit<OptionsSelectProps, 'defaultOpen'>) {
  const { Opened, prefetch, open } = useDeferredComponent(select);
  if (Opened) return <Opened {...props} defaultOpen />;
  const { value, options, label, className } = props;
  return (
    <button
      type="button"
      role="combobox"
      aria-expanded={false}
      aria-autocomplete="none"
      aria-label={label}
      data-state="closed"
      data-slot="select-trigger"
      data-size="default"
      className={cn(SELECT_TRIGGER_CLASS, className)}
      onPointerEnter={prefetch}
      onPointerDown={prefetch}
      onFocus={prefetch}
      onClick={open}
      onKeyDown={(event) => {
        if (!OPEN_KEYS.has(event.key)) return;
        event.preventDefault();
        open();
      }}
    >
      <span data-slot="select-value" style={{ pointerEvents: 'none' }}>
        {options.find((option) => option.value === value)?.label ?? ''}
      </span>
      <ChevronDownIcon aria-hidden="true" className="size-4 opacity-50" />
    </button>
  );
}
