import { Avatar, AvatarFallback, AvatarImage, cn } from '@tightlines/kit';

export function initialsOf(name: string | null | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  return words.length
    ? words
        .slice(0, 2)
        .map((w) => w[0]!.toUpperCase())
        .join('')
    : '?';
}

/** An angler's picture, else their initials on the water tone. */
export function AnglerAvatar({
  name,
  image,
  className,
}: {
  name: string | null | undefined;
  image: string | null | undefined;
  className?: string;
}) {
  return (
    <Avatar className={cn('size-10', className)}>
      {image && <AvatarImage src={image} alt="" />}
      <AvatarFallback className="bg-secondary text-secondary-foreground">{initialsOf(name)}</AvatarFallback>
    </Avatar>
  );
}

export const nameOf = (name: string | null | undefined) => name?.trim() || 'Angler';
