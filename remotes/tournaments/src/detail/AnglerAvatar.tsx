import { Avatar, AvatarFallback, AvatarImage, cn } from '@tightlines/kit';
import { initials } from '../lib/format.ts';

export function AnglerAvatar({ name, imageUrl, className }: { name: string | null; imageUrl: string | null; className?: string }) {
  return (
    <Avatar className={cn('size-10', className)}>
      {imageUrl && <AvatarImage src={imageUrl} alt="" />}
      <AvatarFallback>{initials(name)}</AvatarFallback>
    </Avatar>
  );
}
