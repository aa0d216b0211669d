import { replaceEmojiShortcodes } from '@strata/domain';
import { cva } from 'class-variance-authority';
import { Check, CheckCheck, ChevronUp, Minus, SendHorizontal, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import type * as React from 'react';
import { useLabels } from '../labels/labels';
import { cn } from '../lib/cn';
import { useControllableState } from '../lib/use-controllable-state';

/** Every delivery status of an own message (spec 000 §4: sent, delivered, seen). */
export const chatMessageStatusOptions = ['sent', 'delivered', 'seen'] as const;

/** Where an own message has got to. */
export type ChatMessageStatus = (typeof chatMessageStatusOptions)[number];

/** Every view of a panel: `open`, or `minimized` to its header. */
export const chatPanelViewOptions = ['open', 'minimized'] as const;

/** Whether a panel shows its messages or only its header. */
export type ChatPanelView = (typeof chatPanelViewOptions)[number];

/** Labels of the chat panel. */
export type ChatPanelLabels = {
  /** Names the message log. */
  messages: string;
  /** Read before an own message. */
  you: string;
  /** Names the composer's text box. */
  composer: string;
  /** The composer's placeholder. */
  placeholder: string;
  send: string;
  close: string;
  minimize: string;
  restore: string;
  /** The typing indicator, e.g. 'Aisyah is typing…'. */
  typing: (name: string) => string;
  /** The hidden name of each status icon. */
  status: Record<ChatMessageStatus, string>;
};

declare module '../labels/labels' {
  interface StrataLabels {
    chatPanel: ChatPanelLabels;
  }
}

const defaultLabels: ChatPanelLabels = {
  messages: 'Messages',
  you: 'You',
  composer: 'Message',
  placeholder: 'Type a message',
  send: 'Send',
  close: 'Close chat',
  minimize: 'Minimise chat',
  restore: 'Open chat',
  typing: (name) => `${name} is typing…`,
  status: { sent: 'Sent', delivered: 'Delivered', seen: 'Seen' },
};

/** One message in a panel. */
export type ChatPanelMessage = {
  id: string;
  /** The text as typed; emoji shortcodes (':heart:') are drawn as emoji. */
  text: string;
  /** When it was sent. */
  sentAt: Date;
  /** Whether the signed-in user wrote it. */
  own: boolean;
  /** Delivery status, shown on own messages. */
  status?: ChatMessageStatus;
};

/** A message bubble's classes by author. */
export const chatBubbleVariants = cva(
  'max-w-[85%] rounded-lg px-3 py-1.5 text-sm break-words whitespace-pre-wrap',
  {
    variants: {
      author: {
        own: 'self-end rounded-br-sm bg-primary text-primary-foreground',
        other: 'self-start rounded-bl-sm bg-muted text-foreground',
      },
    },
    defaultVariants: { author: 'other' },
  },
);

const statusIcons: Record<ChatMessageStatus, typeof Check> = {
  sent: Check,
  delivered: CheckCheck,
  seen: CheckCheck,
};

const defaultTimeFormat = new Intl.DateTimeFormat(undefined, {
  hour: 'numeric',
  minute: '2-digit',
});

export type ChatPanelProps = Omit<React.ComponentProps<'section'>, 'title'> & {
  /** The other person's name: the panel's heading. */
  title: string;
  /** The conversation, oldest first. */
  messages: readonly ChatPanelMessage[];
  /** Whether the other person is typing (the app clears it after 30 s). */
  typing?: boolean;
  /** Called with the trimmed text when the user sends a message. */
  onSend: (text: string) => void;
  /** Called on each edit of the draft, so the app can tell the other side. */
  onTyping?: () => void;
  /** Called when the user closes the panel. */
  onClose?: () => void;
  /** Open or minimised (controlled). */
  view?: ChatPanelView;
  /** Open or minimised at first (uncontrolled). */
  defaultView?: ChatPanelView;
  /** Called when the user minimises or reopens the panel. */
  onViewChange?: (view: ChatPanelView) => void;
  /** Formats a message's time; defaults to the browser's locale, hours and minutes. */
  formatTime?: (date: Date) => string;
  /** Overrides of the English labels. */
  labels?: Partial<ChatPanelLabels>;
};

const iconButton =
  'inline-flex size-7 items-center justify-center rounded-md text-muted-foreground outline-none hover:bg-muted hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring [&_svg]:size-4';

/** A staff chat panel (250 px) docked at the bottom: messages, typing indicator and composer. */
export function ChatPanel({
  title,
  messages,
  typing = false,
  onSend,
  onTyping,
  onClose,
  view,
  defaultView = 'open',
  onViewChange,
  formatTime = (date) => defaultTimeFormat.format(date),
  labels,
  className,
  ...props
}: ChatPanelProps) {
  const l = useLabels('chatPanel', defaultLabels, labels);
  const [current, setView] = useControllableState({
    value: view,
    defaultValue: defaultView,
    onChange: onViewChange,
  });
  const titleId = useId();
  const open = current === 'open';

  return (
    <section
      data-slot="chat-panel"
      data-state={current}
      aria-labelledby={titleId}
      className={cn(
        'flex w-chat flex-col overflow-hidden rounded-t-lg border border-b-0 bg-card text-card-foreground shadow-modal',
        className,
      )}
      {...props}
    >
      <header
        data-slot="chat-panel-header"
        className="flex h-11 items-center gap-1 border-b bg-card pr-2 pl-3"
      >
        <h2 id={titleId} className="min-w-0 flex-1 truncate text-sm font-semibold">
          {title}
        </h2>
        <button
          type="button"
          data-slot="chat-panel-minimize"
          aria-expanded={open}
          onClick={() => setView(open ? 'minimized' : 'open')}
          className={iconButton}
        >
          {open ? <Minus aria-hidden /> : <ChevronUp aria-hidden />}
          <span className="sr-only">{open ? l.minimize : l.restore}</span>
        </button>
        {onClose ? (
          <button
            type="button"
            data-slot="chat-panel-close"
            onClick={onClose}
            className={iconButton}
          >
            <X aria-hidden />
            <span className="sr-only">{l.close}</span>
          </button>
        ) : null}
      </header>
      {open ? (
        <>
          <ChatLog messages={messages} title={title} labels={l} formatTime={formatTime} />
          <p
            data-slot="chat-panel-typing"
            aria-live="polite"
            className="h-5 truncate px-3 text-xs text-muted-foreground italic"
          >
            {typing ? l.typing(title) : ''}
          </p>
          <ChatComposer labels={l} onSend={onSend} onTyping={onTyping} />
        </>
      ) : null}
    </section>
  );
}

function ChatLog({
  messages,
  title,
  labels: l,
  formatTime,
}: {
  messages: readonly ChatPanelMessage[];
  title: string;
  labels: ChatPanelLabels;
  formatTime: (date: Date) => string;
}) {
  const log = useRef<HTMLDivElement>(null);
  const last = messages.at(-1)?.id;
  useEffect(() => {
    // Keep the newest message in view as messages arrive.
    if (log.current) log.current.scrollTop = log.current.scrollHeight;
  }, [last]);
  return (
    <div
      ref={log}
      role="log"
      aria-label={l.messages}
      // The log scrolls; keyboard users need a tab stop to scroll it (axe: scrollable-region-focusable).
      tabIndex={0} // eslint-disable-line jsx-a11y/no-noninteractive-tabindex
      data-slot="chat-panel-log"
      className="h-72 overflow-y-auto px-3 pt-3 outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset"
    >
      <ol className="flex flex-col gap-2">
        {messages.map((message) => {
          const author = message.own ? 'own' : 'other';
          const StatusIcon = message.status ? statusIcons[message.status] : null;
          return (
            <li
              key={message.id}
              data-slot="chat-message"
              data-author={author}
              data-status={message.own ? message.status : undefined}
              className={cn('flex flex-col gap-0.5', message.own ? 'items-end' : 'items-start')}
            >
              <p className={chatBubbleVariants({ author })}>
                <span className="sr-only">{message.own ? l.you : title}: </span>
                {replaceEmojiShortcodes(message.text)}
              </p>
              <span className="flex items-center gap-1 text-xs text-muted-foreground">
                <time dateTime={message.sentAt.toISOString()}>{formatTime(message.sentAt)}</time>
                {message.own && message.status && StatusIcon ? (
                  <span
                    data-slot="chat-message-status"
                    className={cn('inline-flex', message.status === 'seen' && 'text-info')}
                  >
                    <StatusIcon aria-hidden className="size-3.5" />
                    <span className="sr-only">{l.status[message.status]}</span>
                  </span>
                ) : null}
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}

function ChatComposer({
  labels: l,
  onSend,
  onTyping,
}: {
  labels: ChatPanelLabels;
  onSend: (text: string) => void;
  onTyping: (() => void) | undefined;
}) {
  const [draft, setDraft] = useState('');

  function send() {
    const text = draft.trim();
    if (!text) return;
    onSend(text);
    setDraft('');
  }

  return (
    <form
      data-slot="chat-panel-composer"
      className="flex items-end gap-2 border-t p-2"
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <textarea
        aria-label={l.composer}
        placeholder={l.placeholder}
        rows={1}
        value={draft}
        onChange={(event) => {
          setDraft(event.target.value);
          onTyping?.();
        }}
        onKeyDown={(event) => {
          // Enter sends, Shift+Enter adds a line; an IME composition's Enter is left alone.
          if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
          event.preventDefault();
          send();
        }}
        className="max-h-24 min-h-9 flex-1 resize-none rounded-md border border-input bg-background px-2 py-1.5 text-sm outline-none placeholder:text-muted-foreground focus-visible:ring-2 focus-visible:ring-ring"
      />
      <button
        type="submit"
        data-slot="chat-panel-send"
        className="inline-flex size-9 shrink-0 items-center justify-center rounded-md bg-primary text-primary-foreground outline-none hover:bg-primary-hover focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 [&_svg]:size-4"
      >
        <SendHorizontal aria-hidden />
        <span className="sr-only">{l.send}</span>
      </button>
    </form>
  );
}

/** Lays chat panels out along the bottom of the screen, 20 px apart, newest on the right. */
export function ChatDock({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="chat-dock"
      className={cn(
        'pointer-events-none fixed right-4 bottom-0 z-40 flex items-end gap-chat-gap *:pointer-events-auto',
        className,
      )}
      {...props}
    />
  );
}
