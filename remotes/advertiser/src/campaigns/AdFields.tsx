import { useRef, type ChangeEvent } from 'react';
import { ImagePlus, X } from 'lucide-react';
import { Button, Input, Textarea, fieldErrorProps, toast, Field } from '@tightlines/kit';
import { CAMPAIGN_LIMITS } from '@tightlines/contracts';
import { imageProblem, readImage } from '../lib/image-file.ts';

export interface AdValues {
  adTitle: string;
  adContent: string;
  targetUrl: string;
  image: string | null;
}

/** An ad's creative: title, text, a picture (uploaded with it) and the https page a click opens. */
export function AdFields({
  idPrefix,
  values,
  errors,
  onChange,
}: {
  idPrefix: string;
  values: AdValues;
  errors: Record<string, string>;
  onChange: (change: Partial<AdValues>) => void;
}) {
  const fileInput = useRef<HTMLInputElement>(null);
  const id = (name: string) => `${idPrefix}-${name}`;
  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = imageProblem(file);
    if (problem) return toast({ ...problem, variant: 'destructive' });
    try {
      onChange({ image: await readImage(file) });
    } catch {
      toast({ title: 'Upload failed', description: 'Please try again', variant: 'destructive' });
    }
  }
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-4">
      <Field id={id('title')} label="Ad Title" error={errors['ad.title']}>
        <Input
          id={id('title')}
          value={values.adTitle}
          maxLength={CAMPAIGN_LIMITS.adTitleChars}
          onChange={(e) => onChange({ adTitle: e.target.value })}
          {...fieldErrorProps(id('title'), errors['ad.title'])}
        />
      </Field>
      <Field id={id('content')} label="Ad Text" error={errors['ad.content']}>
        <Textarea
          id={id('content')}
          rows={3}
          value={values.adContent}
          maxLength={CAMPAIGN_LIMITS.adContentChars}
          onChange={(e) => onChange({ adContent: e.target.value })}
          {...fieldErrorProps(id('content'), errors['ad.content'])}
        />
      </Field>
      <Field id={id('target')} label="Target URL" error={errors['ad.targetUrl']} hint="Where a click takes anglers (https only).">
        <Input
          id={id('target')}
          type="url"
          inputMode="url"
          value={values.targetUrl}
          onChange={(e) => onChange({ targetUrl: e.target.value })}
          {...fieldErrorProps(id('target'), errors['ad.targetUrl'], { hinted: true })}
        />
      </Field>
      <div className="grid grid-cols-[minmax(0,1fr)] gap-2">
        <span className="text-sm font-semibold">Ad Image</span>
        {values.image ? (
          <div className="relative overflow-hidden rounded-xl border border-border">
            <img src={values.image} alt="Ad preview" className="aspect-[1.91/1] w-full bg-muted object-contain" />
            <Button
              type="button"
              size="icon"
              variant="secondary"
              aria-label="Remove image"
              className="absolute top-2 right-2"
              onClick={() => onChange({ image: null })}
            >
              <X aria-hidden />
            </Button>
          </div>
        ) : (
          <Button type="button" variant="outline" onClick={() => fileInput.current?.click()} className="justify-self-start">
            <ImagePlus aria-hidden />
            Upload Image
          </Button>
        )}
        {/* Anglers see the picture whole in every placement (never cropped), letterboxed when it is another shape. */}
        <p className="text-sm text-muted-foreground">Best at 1200 × 628 px (1.91:1): shown whole, never cropped.</p>
        <input
          ref={fileInput}
          id={id('image')}
          type="file"
          accept="image/*"
          aria-label="Ad image file"
          className="sr-only"
          tabIndex={-1}
          onChange={choose}
        />
        <p className="text-xs text-muted-foreground">JPEG, PNG or WebP up to 5MB; shown at 16:9.</p>
        {errors['ad.image'] && (
          <p role="alert" className="text-sm font-medium text-destructive">
            {errors['ad.image']}
          </p>
        )}
      </div>
    </div>
  );
}
