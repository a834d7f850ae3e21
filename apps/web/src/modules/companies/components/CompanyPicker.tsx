import { CONTACTS_COPY, CUSTOMER_PICKER, type CustomerOption } from '@northdesk/shared';
import { Building2Icon, CheckIcon, ChevronsUpDownIcon, PlusIcon, XIcon } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { cn } from '@/lib/utils';
import { NewCustomerDialog } from '@/modules/contacts/components/NewCustomerDialog';
import { useCustomerOptions } from '@/modules/contacts/hooks/useCustomerOptions';
import { Spinner } from '@/modules/ui/components/Spinner';
import { useDebouncedValue } from '@/modules/ui/hooks/useDebouncedValue';
import { nextActiveIndex } from '@/modules/ui/utils/listbox-keys';

export type PickedCompany = { id: string; name: string };

interface CompanyPickerProps {
  id: string;
  value: PickedCompany | null;
  onChange: (value: PickedCompany | null) => void;
  /** Offer "New customer" (needs create access to companies). */
  allowCreate?: boolean;
  disabled?: boolean;
  'aria-invalid'?: true | undefined;
  'aria-describedby'?: string | undefined;
}

const place = (option: CustomerOption) =>
  [option.city, option.country].filter(Boolean).join(', ') || option.domain;

/**
 * The customer picker (docs/product/companies.md): 300 ms debounce, at least 2 characters ("Type at least 2
 * characters to search..."), 50 results, the 20 most recent when empty, quick-create.
 */
export function CompanyPicker({
  id,
  value,
  onChange,
  allowCreate = true,
  disabled,
  ...aria
}: CompanyPickerProps) {
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const [creating, setCreating] = useState(false);
  const { value: debounced } = useDebouncedValue(search, CUSTOMER_PICKER.debounceMs);
  const options = useCustomerOptions(debounced, open);
  const listId = useId();
  const text = search.trim();
  const tooShort = text.length > 0 && text.length < CUSTOMER_PICKER.minChars;
  const customers = tooShort ? [] : (options.data?.customers ?? []);
  // The highlighted option (aria-activedescendant): focus stays in the search box while the arrows move it.
  const [active, setActive] = useState(-1);
  const optionId = (index: number) => `${listId}-option-${index}`;
  const resultsKey = customers.map((c) => c.id).join();
  // New results start from their first option, so Enter picks the best match.
  useEffect(() => setActive(resultsKey ? 0 : -1), [resultsKey]);

  const choose = (option: PickedCompany | null) => {
    onChange(option);
    setOpen(false);
    setSearch('');
  };

  const onSearchKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const next = nextActiveIndex(event.key, active, customers.length);
    if (next !== null) {
      event.preventDefault();
      setActive(next);
      document.getElementById(optionId(next))?.scrollIntoView({ block: 'nearest' });
      return;
    }
    if (event.key === 'Enter') {
      // Never submit the surrounding form from the search box.
      event.preventDefault();
      const option = customers[active];
      if (option) choose({ id: option.id, name: option.name });
    }
    // Escape: the popover closes and gives the focus back to the picker's button.
  };

  return (
    <div className="flex min-w-0 gap-2">
      <Popover open={open} onOpenChange={setOpen}>
        <PopoverTrigger asChild>
          <Button
            id={id}
            type="button"
            variant="outline"
            aria-haspopup="dialog"
            aria-expanded={open}
            disabled={disabled}
            onKeyDown={(event) => {
              // Arrow keys open the list like a native select.
              if (!open && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
                event.preventDefault();
                setOpen(true);
              }
            }}
            className="min-w-0 flex-1 justify-between font-normal"
            {...aria}
          >
            <span className={cn('flex min-w-0 items-center gap-2', !value && 'text-muted-foreground')}>
              <Building2Icon className="size-4 shrink-0" aria-hidden="true" />
              <span className="truncate">{value?.name ?? CONTACTS_COPY.pickerPlaceholder}</span>
            </span>
            <ChevronsUpDownIcon className="opacity-50" aria-hidden="true" />
          </Button>
        </PopoverTrigger>
        <PopoverContent className="w-(--radix-popover-trigger-width) min-w-72 p-2" align="start">
          <Input
            role="combobox"
            aria-expanded={customers.length > 0}
            aria-autocomplete="list"
            aria-controls={listId}
            aria-activedescendant={active >= 0 && customers[active] ? optionId(active) : undefined}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            onKeyDown={onSearchKeyDown}
            placeholder={CONTACTS_COPY.pickerSearchPlaceholder}
            aria-label={CONTACTS_COPY.pickerSearchPlaceholder}
            autoFocus
          />
          <div className="mt-2 max-h-64 overflow-y-auto">
            {tooShort ? (
              <p className="px-2 py-3 text-muted-foreground text-sm">{CONTACTS_COPY.pickerMinChars}</p>
            ) : (
              <>
                <p className="px-2 pt-1 pb-1 font-medium text-muted-foreground text-xs">
                  {text ? CONTACTS_COPY.pickerResults : CONTACTS_COPY.pickerRecent}
                </p>
                {options.isFetching && customers.length === 0 ? (
                  <div className="flex justify-center py-3">
                    <Spinner size="sm" aria-label={CONTACTS_COPY.pickerSearching} />
                  </div>
                ) : null}
                {!options.isFetching && customers.length === 0 ? (
                  <p className="px-2 py-3 text-muted-foreground text-sm">{CONTACTS_COPY.pickerNoResults}</p>
                ) : null}
                <div
                  id={listId}
                  role="listbox"
                  aria-label={CONTACTS_COPY.pickerResults}
                  className="grid gap-0.5"
                >
                  {customers.map((option, index) => (
                    // Options are picked with the mouse here and with the keyboard from the search box.
                    // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox input handles the keys
                    <div
                      key={option.id}
                      id={optionId(index)}
                      role="option"
                      tabIndex={-1}
                      aria-selected={index === active}
                      className={cn(
                        'flex w-full cursor-pointer items-center gap-2 rounded-sm px-2 py-1.5 text-left text-sm hover:bg-accent',
                        index === active && 'bg-accent',
                      )}
                      onMouseMove={() => index !== active && setActive(index)}
                      onClick={() => choose({ id: option.id, name: option.name })}
                    >
                      <CheckIcon
                        className={cn(
                          'size-4 shrink-0',
                          value?.id === option.id ? 'opacity-100' : 'opacity-0',
                        )}
                        aria-hidden="true"
                      />
                      <span className="min-w-0 flex-1">
                        <span className="block truncate">{option.name}</span>
                        {place(option) ? (
                          <span className="block truncate text-muted-foreground text-xs">
                            {place(option)}
                          </span>
                        ) : null}
                      </span>
                    </div>
                  ))}
                </div>
              </>
            )}
          </div>
          {allowCreate ? (
            <Button
              type="button"
              variant="ghost"
              size="sm"
              className="mt-1 w-full justify-start"
              onClick={() => {
                setOpen(false);
                setCreating(true);
              }}
            >
              <PlusIcon aria-hidden="true" />
              {text ? CONTACTS_COPY.pickerCreate(text) : CONTACTS_COPY.pickerCreateNew}
            </Button>
          ) : null}
        </PopoverContent>
      </Popover>
      {value && !disabled ? (
        <Button
          type="button"
          variant="ghost"
          size="icon"
          aria-label={CONTACTS_COPY.pickerClear}
          onClick={() => choose(null)}
        >
          <XIcon aria-hidden="true" />
        </Button>
      ) : null}
      <NewCustomerDialog
        open={creating}
        onOpenChange={setCreating}
        initialName={text}
        onCreated={(customer) => choose({ id: customer.id, name: customer.name })}
      />
    </div>
  );
}
