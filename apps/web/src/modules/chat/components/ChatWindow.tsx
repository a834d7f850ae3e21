import { CHAT_COPY } from '@northdesk/shared';
import { GripIcon, Maximize2Icon, Minimize2Icon, XIcon } from 'lucide-react';
import { type KeyboardEvent, lazy, type PointerEvent, Suspense, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { Spinner } from '@/modules/ui/components/Spinner';
import { updateChatWindow, useChatWindow } from '../states/chat-window-store';
import { clampWindowPosition } from '../utils/chat-window-position';
import { ChatConnectButton } from './ChatConnectButton';
import { ChatUnreadBadge } from './ChatUnreadBadge';

// The conversation's code is fetched when the window first opens, not with every signed-in page.
const ChatPanel = lazy(() => import('./ChatPanel').then((module) => ({ default: module.ChatPanel })));

/** The spec's sizes: 560×600 expanded; minimized it is a compact title bar. */
const EXPANDED = { width: 560, height: 600 };
const MINIMIZED = { width: 300, height: 48 };
const KEY_STEP_PX = 24;

/** The floating chat window (desktop): drag it by its title bar (or its handle with the arrow keys). */
export function ChatWindow() {
  const { mode, position } = useChatWindow();
  const drag = useRef<{ dx: number; dy: number } | null>(null);
  const box = useRef<HTMLDivElement>(null);
  if (mode === 'hidden') return null;
  const isMinimized = mode === 'minimized';
  const size = isMinimized ? MINIMIZED : EXPANDED;
  const place = position ? clampWindowPosition(position, size, viewport()) : null;

  const moveTo = (x: number, y: number) =>
    updateChatWindow({ position: clampWindowPosition({ x, y }, size, viewport()) });
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if ((event.target as HTMLElement).closest('button:not([data-drag-handle])')) return;
    const rect = box.current?.getBoundingClientRect();
    if (!rect) return;
    drag.current = { dx: event.clientX - rect.left, dy: event.clientY - rect.top };
    event.currentTarget.setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (drag.current) moveTo(event.clientX - drag.current.dx, event.clientY - drag.current.dy);
  };
  const onHandleKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const rect = box.current?.getBoundingClientRect();
    const step = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] }[event.key];
    if (!rect || !step) return;
    event.preventDefault();
    moveTo(rect.left + (step[0] ?? 0) * KEY_STEP_PX, rect.top + (step[1] ?? 0) * KEY_STEP_PX);
  };

  return (
    <div
      ref={box}
      role="dialog"
      aria-label={CHAT_COPY.windowTitle}
      data-testid="chat-window"
      data-mode={mode}
      className={cn(
        'fixed z-40 flex flex-col overflow-hidden rounded-lg border bg-background shadow-2xl',
        !place && 'right-4 bottom-4',
      )}
      style={{
        width: size.width,
        height: size.height,
        maxWidth: 'calc(100vw - 16px)',
        maxHeight: 'calc(100vh - 16px)',
        ...(place ? { left: place.x, top: place.y } : {}),
      }}
    >
      <div
        className="flex h-12 shrink-0 cursor-move touch-none select-none items-center gap-1 border-b bg-muted/60 px-2"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={() => {
          drag.current = null;
        }}
      >
        <Button
          variant="ghost"
          size="icon"
          className="size-7 cursor-move"
          aria-label={CHAT_COPY.dragHandle}
          data-drag-handle
          onKeyDown={onHandleKey}
        >
          <GripIcon className="size-4" />
        </Button>
        <h2 className="flex-1 truncate font-semibold text-sm">{CHAT_COPY.windowTitle}</h2>
        {isMinimized ? <ChatUnreadBadge /> : <ChatConnectButton />}
        <Button
          variant="ghost"
          size="icon"
          className="size-7"
          aria-label={isMinimized ? CHAT_COPY.restore : CHAT_COPY.minimize}
          onClick={() => updateChatWindow({ mode: isMinimized ? 'open' : 'minimized' })}
        >
          {isMinimized ? <Maximize2Icon className="size-4" /> : <Minimize2Icon className="size-4" />}
        </Button>
        <Button
          variant="ghost"
          size="icon"
          className="size-7"
          aria-label={CHAT_COPY.closeWindow}
          onClick={() => updateChatWindow({ mode: 'hidden' })}
        >
          <XIcon className="size-4" />
        </Button>
      </div>
      {isMinimized ? null : (
        <Suspense fallback={<Spinner className="m-auto" />}>
          <ChatPanel layout="window" />
        </Suspense>
      )}
    </div>
  );
}

function viewport() {
  return { width: window.innerWidth, height: window.innerHeight };
}
