import type { ComponentProps } from 'react';

type MenuTriggerPlaceholderProps = Omit<ComponentProps<'button'>, 'onClick' | 'onKeyDown' | 'type'> & {
  /** The person reached for the menu: render the real one, open. */
  onOpen: () => void;
  /** A pointer over it, a press or focus: the menu is likely next (fetch its code beforehand). */
  onReach: () => void;
};

/**
 * A list row's menu trigger drawn as a plain button until first used (issue 17): a 100-row page
 * rendered 200 Radix menus (lead status, owner) before its first paint. Same look, name and
 * keys as the menu's own trigger (a click, Enter, Space or Arrow Down opens); the caller then
 * renders the real menu with `defaultOpen`, which takes the focus and gives it back to its trigger.
 */
export function MenuTriggerPlaceholder({ onOpen, onReach, ...props }: MenuTriggerPlaceholderProps) {
  return (
    <button
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      data-state="closed"
      {...props}
      onPointerEnter={onReach}
      onPointerDown={onReach}
      onFocus={onReach}
      onClick={onOpen}
      onKeyDown={(event) => {
        if (event.key !== 'ArrowDown') return;
        event.preventDefault();
        onOpen();
      }}
    />
  );
}
