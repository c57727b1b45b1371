import { Avatar, AvatarFallback, AvatarImage } from '@tightlines/kit';
import { initials } from '../lib/format.ts';

export function AnglerAvatar({ name, imageUrl }: { name: string | null; imageUrl: string | null }) {
  return (
    <Avatar className="size-10">
      {imageUrl && <AvatarImage src={imageUrl} alt="" />}
      <AvatarFallback>{initials(name)}</AvatarFallback>
    </Avatar>
  );
}
