import type { ChatPerson } from '@northdesk/shared';
import { cn } from '@/lib/utils';

interface ChatMentionMenuProps {
  people: ChatPerson[];
  highlight: number;
  onPick: (person: ChatPerson) => void;
}

/** Colleagues matching the `@` being typed; arrows move, Enter or Tab picks (handled by the composer). */
export function ChatMentionMenu({ people, highlight, onPick }: ChatMentionMenuProps) {
  return (
    <ul
      className="absolute right-2 bottom-full left-2 z-10 mb-1 grid gap-0.5 rounded-md border bg-popover p-1 shadow-md"
      data-testid="chat-mention-menu"
    >
      {people.map((person, index) => (
        <li key={person.id}>
          <button
            type="button"
            // Keeps the textarea focused (and its caret) while picking with the mouse.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onPick(person)}
            className={cn(
              'w-full rounded px-2 py-1 text-left text-sm hover:bg-accent',
              index === highlight && 'bg-accent',
            )}
          >
            @{person.name}
          </button>
        </li>
      ))}
    </ul>
  );
}
