import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';

export interface AuthTab<T extends string> {
  value: T;
  label: string;
  content: ReactNode;
  /** Called when the tab is pointed at or focused: fetch its code before it is chosen. */
  onPrefetch?: () => void;
}

interface AuthTabsProps<T extends string> {
  tabs: readonly AuthTab<T>[];
  value: T;
  onValueChange: (value: T) => void;
}

const NEXT_KEYS: Record<string, (index: number, last: number) => number> = {
  ArrowRight: (index, last) => (index === last ? 0 : index + 1),
  ArrowLeft: (index, last) => (index === 0 ? last : index - 1),
  Home: () => 0,
  End: (_index, last) => last,
};

/**
 * The Sign In / Sign Up tabs: the WAI-ARIA tabs pattern (arrow keys, Home and End move and
 * choose; one tab stop; the chosen panel only), written out rather than Radix Tabs, whose roving
 * focus and collection code would be a tenth of the sign-in page's first load (issue 17). Looks
 * like components/ui/tabs.tsx.
 */
export function AuthTabs<T extends string>({ tabs, value, onValueChange }: AuthTabsProps<T>) {
  const id = useId();
  const buttons = useRef(new Map<T, HTMLButtonElement | null>());
  const tabId = (tab: T) => `${id}-tab-${tab}`;
  const panelId = (tab: T) => `${id}-panel-${tab}`;

  const handleKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const next = NEXT_KEYS[event.key]?.(index, tabs.length - 1);
    const tab = next === undefined ? undefined : tabs[next];
    if (!tab) return;
    event.preventDefault();
    onValueChange(tab.value);
    buttons.current.get(tab.value)?.focus();
  };

  return (
    <div className="flex flex-col gap-6">
      <div
        role="tablist"
        aria-orientation="horizontal"
        className="grid h-9 w-full grid-cols-2 items-center justify-center rounded-lg bg-muted p-[3px] text-muted-foreground"
      >
        {tabs.map((tab, index) => {
          const selected = tab.value === value;
          return (
            <button
              key={tab.value}
              ref={(button) => {
                buttons.current.set(tab.value, button);
              }}
              type="button"
              role="tab"
              id={tabId(tab.value)}
              aria-selected={selected}
              aria-controls={panelId(tab.value)}
              tabIndex={selected ? 0 : -1}
              data-state={selected ? 'active' : 'inactive'}
              className="inline-flex h-[calc(100%-1px)] flex-1 items-center justify-center gap-1.5 whitespace-nowrap rounded-md border border-transparent px-2 py-1 font-medium text-muted-foreground text-sm outline-none transition-[color,box-shadow] hover:text-foreground focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm"
              onClick={() => onValueChange(tab.value)}
              onKeyDown={(event) => handleKeyDown(event, index)}
              onPointerEnter={tab.onPrefetch}
              onFocus={tab.onPrefetch}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) =>
        tab.value === value ? (
          <div
            key={tab.value}
            role="tabpanel"
            id={panelId(tab.value)}
            aria-labelledby={tabId(tab.value)}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: the tabs pattern puts the panel in the tab order (as Radix does).
            tabIndex={0}
            className="flex-1 rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
          >
            {tab.content}
          </div>
        ) : null,
      )}
    </div>
  );
}
