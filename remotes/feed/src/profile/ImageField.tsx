import { useId, useRef, useState } from 'react';
import { ImagePlus, Trash2 } from 'lucide-react';
import { Button, FieldError, Input, Label, fieldErrorProps, toast } from '@tightlines/kit';
import { checkMediaFile, readAsDataUrl } from '../lib/media-file.ts';

interface ImageFieldProps {
  label: string;
  value: string | null;
  onChange: (value: string | null) => void;
  shape: 'round' | 'wide';
  /** The server's message about this image, when a save named it. */
  error?: string;
}

/**
 * A profile picture or banner in the Edit Profile dialog: upload a file (checked for type
 * and 5MB, read as a data URL — the PATCH carries it, spec §7), paste a URL, or Remove.
 */
export function ImageField({ label, value, onChange, shape, error }: ImageFieldProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [reading, setReading] = useState(false);
  const pasted = value && !value.startsWith('data:') ? value : '';

  const choose = async (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    const problem = checkMediaFile(file, 'image');
    if (problem) return void toast({ ...problem, variant: 'destructive' });
    setReading(true);
    try {
      onChange(await readAsDataUrl(file));
    } catch {
      toast({ title: 'Upload failed', description: 'The file could not be read. Please try another one.', variant: 'destructive' });
    } finally {
      setReading(false);
    }
  };

  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1.5 text-sm font-medium">{label}</legend>
      <div className="flex items-center gap-3">
        <div
          className={
            shape === 'round'
              ? 'size-16 shrink-0 overflow-hidden rounded-full bg-muted'
              : 'h-16 w-28 shrink-0 overflow-hidden rounded-xl bg-muted'
          }
        >
          {value && <img src={value} alt={`${label} preview`} className="size-full object-cover" />}
        </div>
        <div className="flex flex-wrap gap-2">
          <input
            ref={input}
            id={id}
            type="file"
            accept="image/*"
            className="sr-only"
            tabIndex={-1}
            aria-label={`Upload ${label}`}
            onChange={(e) => void choose(e.target.files?.[0])}
          />
          <Button variant="outline" size="sm" onClick={() => input.current?.click()} disabled={reading}>
            <ImagePlus aria-hidden />
            {reading ? 'Uploading...' : 'Upload'}
          </Button>
          {value && (
            <Button variant="ghost" size="sm" onClick={() => onChange(null)} aria-label={`Remove ${label}`}>
              <Trash2 aria-hidden />
              Remove
            </Button>
          )}
        </div>
      </div>
      <Label htmlFor={`${id}-url`} className="sr-only">
        {label} URL
      </Label>
      <Input
        id={`${id}-url`}
        type="url"
        inputMode="url"
        placeholder="or paste an image URL"
        value={pasted}
        onChange={(e) => onChange(e.target.value.trim() || null)}
        {...fieldErrorProps(`${id}-url`, error)}
      />
      <FieldError inputId={`${id}-url`} message={error} />
    </fieldset>
  );
}
