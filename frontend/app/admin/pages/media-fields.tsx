import { BLOCK_LIMITS } from '@prism/contracts/blocks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { LuImagePlus, LuTrash2 } from 'react-icons/lu';
import { mediaAssetQuery, thumbnailUrl } from '~/admin/media/media';
import { MediaPicker } from '~/admin/media/media-picker';
import { Button } from '~/components/ui/button';
import { m } from '~/paraglide/messages';
import { useRefusal, usePageEditor } from './editor-context';
import { fieldDomId } from './page-errors';

/** A library image's thumbnail with its alt text in the language being edited. */
function Thumb({ id }: { id: number }) {
  const { locale } = usePageEditor();
  const asset = useQuery(mediaAssetQuery(id));
  if (!asset.data) {
    return <div aria-hidden className="size-24 animate-pulse rounded-xl bg-paper-deep" />;
  }
  const alt = asset.data.alt[locale] || asset.data.fileName;
  return (
    <img
      src={thumbnailUrl(asset.data.image, asset.data.imageUrl, 160)}
      alt={alt}
      className="size-24 rounded-xl border border-line object-cover"
    />
  );
}

/** One library image (an image block, a member's photo, a testimonial's portrait). */
export function MediaField({
  path,
  label,
  value,
  onChange,
}: {
  path: string;
  label: string;
  value: number | null;
  onChange: (id: number | null) => void;
}) {
  const { disabled } = usePageEditor();
  const [open, setOpen] = useState(false);
  const id = fieldDomId({ path, locale: null });
  const error = useRefusal(path, null);
  return (
    <div className="grid gap-2">
      <span className="text-sm font-semibold text-ink">{label}</span>
      <div className="flex flex-wrap items-center gap-3">
        {value !== null && <Thumb id={value} />}
        <Button
          id={id}
          size="sm"
          variant="secondary"
          disabled={disabled}
          onClick={() => setOpen(true)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        >
          <LuImagePlus aria-hidden className="size-4" />
          {value === null
            ? m.pages_media_choose({ field: label })
            : m.pages_media_change({ field: label })}
        </Button>
        {value !== null && (
          <Button size="sm" variant="ghost" disabled={disabled} onClick={() => onChange(null)}>
            <LuTrash2 aria-hidden className="size-4" />
            {m.pages_media_remove({ field: label })}
          </Button>
        )}
      </div>
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      <MediaPicker
        open={open}
        onOpenChange={setOpen}
        selectedId={value}
        onChoose={(asset) => onChange(asset.id)}
      />
    </div>
  );
}

/** A gallery's images, in order: add from the library, remove one. */
export function GalleryField({
  path,
  value,
  onChange,
}: {
  path: string;
  value: number[];
  onChange: (ids: number[]) => void;
}) {
  const { disabled } = usePageEditor();
  const [open, setOpen] = useState(false);
  const id = fieldDomId({ path, locale: null });
  const error = useRefusal(path, null);
  const full = value.length >= BLOCK_LIMITS.galleryImages;
  return (
    <div className="grid gap-2">
      <span className="text-sm font-semibold text-ink">{m.pages_field_images()}</span>
      {value.length > 0 && (
        <ul className="flex flex-wrap gap-3">
          {value.map((mediaId, index) => (
            <li key={`${mediaId}-${index}`} className="grid justify-items-start gap-1">
              <Thumb id={mediaId} />
              <Button
                size="sm"
                variant="ghost"
                disabled={disabled}
                onClick={() => onChange(value.filter((_, i) => i !== index))}
              >
                <LuTrash2 aria-hidden className="size-4" />
                {m.pages_gallery_remove({ n: index + 1 })}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div>
        <Button
          id={id}
          size="sm"
          variant="secondary"
          disabled={disabled || full}
          onClick={() => setOpen(true)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        >
          <LuImagePlus aria-hidden className="size-4" />
          {m.pages_gallery_add()}
        </Button>
      </div>
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      <MediaPicker
        open={open}
        onOpenChange={setOpen}
        onChoose={(asset) => {
          if (!value.includes(asset.id)) onChange([...value, asset.id]);
        }}
      />
    </div>
  );
}
