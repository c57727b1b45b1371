import { useEffect, useId, useRef, useState } from 'react';
import { ImagePlus, Film, X } from 'lucide-react';
import {
  ApiError,
  Button,
  FieldError,
  Label,
  RequiredMark,
  fieldErrorId,
  fieldErrorProps,
  handleUnauthorized,
  toast,
} from '@tightlines/kit';
import type { StoredMedia } from '@tightlines/contracts';
import { checkMediaFile, type MediaKind } from '../lib/media-file.ts';
import { serverMessage } from '../lib/server-message.ts';
import { uploadMedia } from '../api/share.ts';
import { isNetworkFailure } from '@tightlines/kit';

interface MediaPickerProps {
  kind: MediaKind;
  label: string;
  value: StoredMedia | null;
  onChange: (media: StoredMedia | null) => void;
  onUploadingChange?: (uploading: boolean) => void;
  /** The message about this photo or video (missing, or what the server said), shown beside it. */
  error?: string;
  /** Marked with the kit's asterisk (the Photo tab needs a photo, the Video tab a video). */
  required?: boolean;
  /** Without signal: the chosen file itself, kept for the offline queue (null when removed); without it, no signal is a failed upload. */
  onOfflineFile?: (file: File | null) => void;
}

/**
 * Chooses a photo (or video), checks it (type, size — spec §5), uploads the file itself
 * (streamed as multipart; never read into memory here) and shows a preview straight from
 * the file. The form keeps only the stored URLs the server answered.
 */
export function MediaPicker({ kind, label, value, onChange, onUploadingChange, error, required, onOfflineFile }: MediaPickerProps) {
  const [keptOffline, setKeptOffline] = useState(false);
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  // A preview is an object URL of the chosen file: let it go when replaced or when the picker goes.
  useEffect(() => () => revokePreview(preview), [preview]);
  const busy = (state: boolean) => {
    setUploading(state);
    onUploadingChange?.(state);
  };

  const choose = async (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    const problem = checkMediaFile(file, kind);
    if (problem) return void toast({ ...problem, variant: 'destructive' });
    busy(true);
    try {
      setPreview(previewOf(file));
      try {
        onChange(await uploadMedia(file));
      } catch (error) {
        if (onOfflineFile && isNetworkFailure(error)) {
          onOfflineFile(file);
          setKeptOffline(true);
          return;
        }
        setPreview(null);
        if (handleUnauthorized(error)) return;
        // A file the browser could not read fails before any answer: say so, as before.
        const unreadable = !(error instanceof ApiError) && error instanceof Error && error.name === 'NotReadableError';
        toast({
          title: 'Upload failed',
          description: unreadable ? 'The file could not be read. Please try another one.' : serverMessage(error),
          variant: 'destructive',
        });
      }
    } finally {
      busy(false);
    }
  };

  const shown = preview ?? value?.url ?? null;
  const Icon = kind === 'image' ? ImagePlus : Film;
  return (
    <div className="grid gap-1.5">
      <div className="flex items-baseline">
        <Label htmlFor={id}>{label}</Label>
        {required && <RequiredMark />}
      </div>
      {/* The file input itself is hidden and no tab stop: the visible button below opens it. */}
      <input
        ref={input}
        id={id}
        type="file"
        accept={`${kind}/*`}
        className="sr-only"
        tabIndex={-1}
        onChange={(event) => void choose(event.target.files?.[0])}
        {...fieldErrorProps(id, error)}
      />
      {shown ? (
        <div className="relative overflow-hidden rounded-xl border border-border bg-muted">
          {kind === 'image' ? (
            <img src={shown} alt="Preview" className="max-h-72 w-full object-cover" />
          ) : (
            // biome-ignore lint/a11y/useMediaCaption: an angler's own video, previewed before sharing, comes without captions.
            <video src={shown} controls className="max-h-72 w-full bg-black" />
          )}
          {uploading && (
            <p role="status" className="absolute inset-x-0 bottom-0 bg-black/60 px-3 py-2 text-sm text-white">
              Uploading...
            </p>
          )}
          {!uploading && (
            <Button
              variant="secondary"
              size="icon"
              aria-label={`Remove ${kind === 'image' ? 'photo' : 'video'}`}
              className="absolute top-2 right-2 rounded-full shadow"
              onClick={() => {
                setPreview(null);
                setKeptOffline(false);
                onOfflineFile?.(null);
                onChange(null);
              }}
            >
              <X aria-hidden />
            </Button>
          )}
        </div>
      ) : (
        <button
          type="button"
          onClick={() => input.current?.click()}
          disabled={uploading}
          aria-describedby={error ? fieldErrorId(id) : undefined}
          className="flex min-h-32 flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed border-input bg-muted/40 p-4 text-muted-foreground transition-colors hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        >
          <Icon aria-hidden className="size-8" />
          <span className="font-semibold text-foreground">
            {uploading ? 'Uploading...' : `Choose a ${kind === 'image' ? 'photo' : 'video'}`}
          </span>
          <span className="text-sm">{kind === 'image' ? 'JPEG, PNG or WebP, up to 5MB' : 'MP4 or WebM, up to 20MB'}</span>
        </button>
      )}
      {keptOffline && (
        <p className="text-sm text-muted-foreground">No connection: the photo is kept on this device and uploads with your catch.</p>
      )}
      <FieldError inputId={id} message={error} />
    </div>
  );
}

/** An object URL showing the chosen file; none where the platform cannot make one (the upload goes on). */
function previewOf(file: File): string | null {
  try {
    return URL.createObjectURL(file);
  } catch {
    return null;
  }
}

function revokePreview(url: string | null) {
  if (url?.startsWith('blob:')) URL.revokeObjectURL(url);
}
