import { useRef } from 'react';
import { Camera } from 'lucide-react';
import { Button, handleUnauthorized, toast } from '@tightlines/kit';
import { useUpdateProfile } from '../api/profiles.ts';
import { checkMediaFile, readAsDataUrl } from '../lib/media-file.ts';

/** Edit Cover on the owner's banner: pick an image, and it is saved straight away. */
export function BannerEditor({ userId }: { userId: string }) {
  const input = useRef<HTMLInputElement>(null);
  const update = useUpdateProfile(userId);
  const choose = async (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    const problem = checkMediaFile(file, 'image');
    if (problem) return void toast({ ...problem, variant: 'destructive' });
    let dataUrl: string;
    try {
      dataUrl = await readAsDataUrl(file);
    } catch {
      return void toast({
        title: 'Upload failed',
        description: 'The file could not be read. Please try another one.',
        variant: 'destructive',
      });
    }
    update.mutate(
      { bannerImageUrl: dataUrl },
      {
        onSuccess: () => toast({ title: 'Banner updated' }),
        onError: (error) => {
          if (!handleUnauthorized(error)) toast({ title: 'Failed to update banner', variant: 'destructive' });
        },
      },
    );
  };
  return (
    <>
      <input
        ref={input}
        type="file"
        accept="image/*"
        className="sr-only"
        aria-label="Cover image"
        tabIndex={-1}
        onChange={(e) => void choose(e.target.files?.[0])}
      />
      <Button
        variant="secondary"
        size="sm"
        className="bg-black/45 text-white backdrop-blur hover:bg-black/60"
        onClick={() => input.current?.click()}
        disabled={update.isPending}
      >
        <Camera aria-hidden />
        {update.isPending ? 'Uploading...' : 'Edit Cover'}
      </Button>
    </>
  );
}
