import { useRef, useState, type KeyboardEvent } from 'react';
import { SendHorizontal } from 'lucide-react';
import { Button, Input } from '@tightlines/kit';

/**
 * The line a message is typed in (spec §5): Enter sends, blank text is never sent. The box empties the
 * moment a message goes (as every chat does, so the next line can be typed at once); a line sent while
 * the one before is still on its way goes right after it, in the order typed, and nothing typed is ever
 * dropped. The text comes back if sending fails, unless something new was typed meanwhile. `send`
 * resolves when it is accepted.
 */
export function ChatComposer({
  label,
  placeholder,
  send,
  disabled,
}: {
  label: string;
  placeholder: string;
  send: (text: string) => Promise<unknown>;
  disabled?: boolean;
}) {
  const [text, setText] = useState('');
  // The lines on their way, one after another: each waits for the one before it, so they arrive in order.
  const line = useRef<Promise<unknown> | null>(null);
  const blank = text.trim() === '';
  const submit = async () => {
    if (blank || disabled) return;
    const sent = text;
    setText('');
    const before = line.current;
    const sending = before ? before.then(() => send(sent.trim())) : send(sent.trim());
    const settled = sending.catch(() => undefined);
    line.current = settled;
    void settled.then(() => {
      if (line.current === settled) line.current = null;
    });
    try {
      await sending;
    } catch {
      // the caller has said what went wrong; the text comes back for another try
      setText((now) => (now === '' ? sent : now));
    }
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  };
  return (
    <div className="flex items-center gap-2 border-t border-border p-3">
      <Input
        aria-label={label}
        placeholder={placeholder}
        value={text}
        maxLength={2000}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={onKeyDown}
        disabled={disabled}
      />
      <Button size="icon" aria-label="Send" disabled={blank || disabled} onClick={() => void submit()}>
        <SendHorizontal aria-hidden />
      </Button>
    </div>
  );
}
