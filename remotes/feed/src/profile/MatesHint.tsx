import { MessageCircle } from 'lucide-react';

/**
 * Why a visitor sees no Message button: messages go between mates, anglers who follow each other.
 * Says what is missing — following them, or their following back.
 */
export function MatesHint({ name, isFollowing }: { name: string; isFollowing: boolean }) {
  return (
    <p className="flex items-start gap-2 rounded-xl bg-secondary/60 px-3 py-2 text-sm text-secondary-foreground">
      <MessageCircle aria-hidden className="mt-0.5 size-4 shrink-0" />
      <span>
        Mates follow each other, and mates can message.{' '}
        {isFollowing
          ? `Once ${name} follows you back, you can message them.`
          : `Follow ${name}; once they follow you back, you can message them.`}
      </span>
    </p>
  );
}
