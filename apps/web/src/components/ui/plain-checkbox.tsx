import { CheckIcon } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

type PlainCheckboxProps = Omit<ComponentProps<'button'>, 'onClick' | 'type' | 'role'> & {
  checked: boolean | 'indeterminate';
  onCheckedChange: () => void;
};

/**
 * The checkbox without Radix (issue 17: a list's row checkboxes pulled `ui-controls` and
 * `ui-overlay` into its first load). The same element, look, name and keys as checkbox.tsx's:
 * a button with role="checkbox" and aria-checked, toggled by a click or Space; Enter does nothing,
 * as with Radix (WAI-ARIA's checkbox). Not for forms: it submits no value.
 */
export function PlainCheckbox({
  checked,
  onCheckedChange,
  className,
  onKeyDown,
  ...props
}: PlainCheckboxProps) {
  const state = checked === 'indeterminate' ? 'indeterminate' : checked ? 'checked' : 'unchecked';
  return (
    // biome-ignore lint/a11y/useSemanticElements: Radix's checkbox element (a button), so its look, keys and tests are unchanged
    <button
      type="button"
      role="checkbox"
      aria-checked={checked === 'indeterminate' ? 'mixed' : checked}
      data-state={state}
      data-slot="checkbox"
      className={cn(
        'peer size-4 shrink-0 rounded-[4px] border border-input shadow-xs outline-none transition-shadow focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive aria-invalid:ring-destructive/20 data-[state=checked]:border-primary data-[state=checked]:bg-primary data-[state=checked]:text-primary-foreground',
        className,
      )}
      {...props}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (event.key === 'Enter') event.preventDefault();
      }}
      onClick={onCheckedChange}
    >
      {state === 'unchecked' ? null : (
        <span
          data-state={state}
          data-slot="checkbox-indicator"
          className="pointer-events-none flex items-center justify-center text-current"
        >
          {/* Radix's indicator: the same check, on an unfilled box when indeterminate. */}
          <CheckIcon className="size-3.5" />
        </span>
      )}
    </button>
  );
}
