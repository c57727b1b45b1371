import { type FormEvent, useLayoutEffect, useRef, useState } from 'react';
import { FileText, Image, Video } from 'lucide-react';
import {
  Button,
  Input,
  NativeSelect,
  RequiredNote,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  Textarea,
  fieldErrorProps,
  handleUnauthorized,
  toast,
  useActionKey,
  useFieldErrors,
  Field,
} from '@tightlines/kit';
import type { StoredMedia } from '@tightlines/contracts';
import { useSharePost } from '../api/share.ts';
import { parseTags } from '../lib/tags.ts';
import { MediaPicker } from './MediaPicker.tsx';

type ContentKind = 'photo' | 'video' | 'text';
type ContentPrivacy = 'public' | 'private';

/** What the form itself finds missing, said beside the field (and in the spec's toast). */
const MISSING = {
  title: { title: 'Title required', description: 'Please add a title to your content' },
  imageUrl: { title: 'Photo required', description: 'Please choose a photo to share' },
  videoUrl: { title: 'Video required', description: 'Please choose a video to share' },
} as const;
type Missing = keyof typeof MISSING;

interface ContentFormProps {
  onShared: () => void;
  onBack?: () => void;
  /** Told whether anything was typed or chosen, so closing the dialog can ask before discarding it. */
  onDirtyChange?: (dirty: boolean) => void;
}

/**
 * Share Content (spec part 1 §2, §3, §5): a photo, a video or text, with a title (required),
 * description, comma-separated tags and privacy (public or private). What is missing is
 * said in a toast with the spec's words; what the server refuses is said beside its field too.
 */
export function ContentForm({ onShared, onBack, onDirtyChange }: ContentFormProps) {
  const [kind, setKind] = useState<ContentKind>('photo');
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [tags, setTags] = useState('');
  const [privacy, setPrivacy] = useState<ContentPrivacy>('public');
  const [photo, setPhoto] = useState<StoredMedia | null>(null);
  const [video, setVideo] = useState<StoredMedia | null>(null);
  const [uploading, setUploading] = useState(false);
  const share = useSharePost(useActionKey(true));
  const problems = useFieldErrors();
  const [missing, setMissing] = useState<Missing | null>(null);
  const titleInput = useRef<HTMLInputElement>(null);
  // The form's own finding first, else the server's word on the field.
  const errorOf = (field: string) => (missing === field ? MISSING[missing].description : problems.of(field));
  const invalid = (id: string, field: string, hinted = false) => fieldErrorProps(id, errorOf(field), { hinted });
  const dirty = !!(title.trim() || description.trim() || tags.trim() || photo || video || privacy !== 'public');
  // A layout effect: the dialog's discard guard knows before the next key or click (an Escape right
  // after a choice must ask), not after a later render.
  useLayoutEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (share.isPending) return;
    const lacking: Missing | null = !title.trim()
      ? 'title'
      : kind === 'photo' && !photo
        ? 'imageUrl'
        : kind === 'video' && !video
          ? 'videoUrl'
          : null;
    setMissing(lacking);
    if (lacking) {
      if (lacking === 'title') titleInput.current?.focus();
      return void toast({ ...MISSING[lacking], variant: 'destructive' });
    }
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
      <RequiredNote />
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
          <MediaPicker
            kind="image"
            label="Photo"
            required
            value={photo}
            onChange={(media) => {
              setPhoto(media);
              if (media) setMissing(null);
            }}
            onUploadingChange={setUploading}
            error={errorOf('imageUrl')}
          />
        </TabsContent>
        <TabsContent value="video">
          <MediaPicker
            kind="video"
            label="Video"
            required
            value={video}
            onChange={(media) => {
              setVideo(media);
              if (media) setMissing(null);
            }}
            onUploadingChange={setUploading}
            error={errorOf('videoUrl')}
          />
        </TabsContent>
      </Tabs>
      <Field id="content-title" label="Title" required error={errorOf('title')}>
        <Input
          ref={titleInput}
          id="content-title"
          required
          {...invalid('content-title', 'title')}
          value={title}
          onChange={(e) => {
            setTitle(e.target.value);
            if (missing === 'title' && e.target.value.trim()) setMissing(null);
          }}
          placeholder="Give it a title"
          maxLength={120}
        />
      </Field>
      <Field id="content-description" label="Description" error={problems.of('description')}>
        <Textarea
          id="content-description"
          {...invalid('content-description', 'description')}
          rows={3}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
          placeholder="What do you want to share?"
        />
      </Field>
      <Field id="content-tags" label="Tags" hint="Separate tags with commas" error={problems.of('tags')}>
        <Input
          id="content-tags"
          {...invalid('content-tags', 'tags', true)}
          value={tags}
          onChange={(e) => setTags(e.target.value)}
          placeholder="e.g., fly tying, bass, tips"
        />
      </Field>
      <Field id="content-privacy" label="Privacy" error={problems.of('privacy')}>
        <NativeSelect
          id="content-privacy"
          {...invalid('content-privacy', 'privacy')}
          value={privacy}
          onChange={(e) => setPrivacy(e.target.value as ContentPrivacy)}
        >
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
