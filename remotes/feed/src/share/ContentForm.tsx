import { useState, type FormEvent } from 'react';
import { FileText, Image, Video } from 'lucide-react';
import {
  Button,
  Input,
  NativeSelect,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  Textarea,
  fieldErrorProps,
  handleUnauthorized,
  toast,
  useFieldErrors,
} from '@tightlines/kit';
import { type StoredMedia } from '@tightlines/contracts';
import { useSharePost } from '../api/share.ts';
import { parseTags } from '../lib/tags.ts';
import { Field } from '../ui/Field.tsx';
import { MediaPicker } from './MediaPicker.tsx';

type ContentKind = 'photo' | 'video' | 'text';
type ContentPrivacy = 'public' | 'private';

/**
 * Share Content (spec part 1 §2, §3, §5): a photo, a video or text, with a title (required),
 * description, comma-separated tags and privacy (public or private). What is missing is
 * said in a toast with the spec's words; what the server refuses is said beside its field too.
 */
export function ContentForm({ onShared, onBack }: { onShared: () => void; onBack?: () => void }) {
  const [kind, setKind] = useState<ContentKind>('photo');
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [tags, setTags] = useState('');
  const [privacy, setPrivacy] = useState<ContentPrivacy>('public');
  const [photo, setPhoto] = useState<StoredMedia | null>(null);
  const [video, setVideo] = useState<StoredMedia | null>(null);
  const [uploading, setUploading] = useState(false);
  const share = useSharePost();
  const problems = useFieldErrors();
  const invalid = (id: string, field: string) => fieldErrorProps(id, problems.of(field));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!title.trim())
      return void toast({ title: 'Title required', description: 'Please add a title to your content', variant: 'destructive' });
    if (kind === 'photo' && !photo)
      return void toast({ title: 'Photo required', description: 'Please choose a photo to share', variant: 'destructive' });
    if (kind === 'video' && !video)
      return void toast({ title: 'Video required', description: 'Please choose a video to share', variant: 'destructive' });
    problems.clear();
    share.mutate(
      {
        type: 'content',
        contentType: kind,
        title: title.trim(),
        description: description.trim() || null,
        tags: parseTags(tags),
        privacy,
        imageUrl: kind === 'photo' ? photo!.url : null,
        videoUrl: kind === 'video' ? video!.url : null,
      },
      {
        onSuccess: () => {
          toast({ title: 'Content shared successfully!' });
          onShared();
        },
        onError: (error) => {
          if (handleUnauthorized(error)) return;
          problems.show(error);
          toast({ title: 'Failed to share content', description: 'Please try again', variant: 'destructive' });
        },
      },
    );
  };

  return (
    <form onSubmit={submit} className="grid gap-4" aria-label="Share Content" noValidate>
      <Tabs value={kind} onValueChange={(value) => setKind(value as ContentKind)}>
        <TabsList>
          <TabsTrigger value="photo">
            <Image aria-hidden />
            Photo
          </TabsTrigger>
          <TabsTrigger value="video">
            <Video aria-hidden />
            Video
          </TabsTrigger>
          <TabsTrigger value="text">
            <FileText aria-hidden />
            Text
          </TabsTrigger>
        </TabsList>
        <TabsContent value="photo">
          <MediaPicker kind="image" label="Photo" value={photo} onChange={setPhoto} onUploadingChange={setUploading} error={problems.of('imageUrl')} />
        </TabsContent>
        <TabsContent value="video">
          <MediaPicker kind="video" label="Video" value={video} onChange={setVideo} onUploadingChange={setUploading} error={problems.of('videoUrl')} />
        </TabsContent>
      </Tabs>
      <Field id="content-title" label="Title" error={problems.of('title')}>
        <Input id="content-title" {...invalid('content-title', 'title')} value={title} onChange={(e) => setTitle(e.target.value)} placeholder="Give it a title" maxLength={120} />
      </Field>
      <Field id="content-description" label="Description" error={problems.of('description')}>
        <Textarea id="content-description" {...invalid('content-description', 'description')} rows={3} value={description} onChange={(e) => setDescription(e.target.value)} placeholder="What do you want to share?" />
      </Field>
      <Field id="content-tags" label="Tags" hint="Separate tags with commas" error={problems.of('tags')}>
        <Input id="content-tags" {...invalid('content-tags', 'tags')} value={tags} onChange={(e) => setTags(e.target.value)} placeholder="e.g., fly tying, bass, tips" />
      </Field>
      <Field id="content-privacy" label="Privacy" error={problems.of('privacy')}>
        <NativeSelect id="content-privacy" {...invalid('content-privacy', 'privacy')} value={privacy} onChange={(e) => setPrivacy(e.target.value as ContentPrivacy)}>
          <option value="public">Public — everyone</option>
          <option value="private">Private — only me</option>
        </NativeSelect>
      </Field>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {onBack && (
          <Button variant="outline" onClick={onBack}>
            Back
          </Button>
        )}
        <Button type="submit" disabled={uploading || share.isPending}>
          {share.isPending ? 'Sharing...' : 'Share Content'}
        </Button>
      </div>
    </form>
  );
}
