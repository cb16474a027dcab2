import { BLOCK_LIMITS } from '@prism/contracts/blocks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { LuImagePlus, LuTrash2 } from 'react-icons/lu';
import { mediaAssetQuery, thumbnailUrl } from '~/admin/media/media';
import { MediaPicker } from '~/admin/media/media-picker';
import { Button } from '~/components/ui/button';
import { errorProps } from '~/components/ui/field';
import { m } from '~/paraglide/messages';
import { useRefusal, usePageEditor } from './editor-context';
import type { FieldProps } from './bind-field';
import { fieldDomId } from './page-errors';
import { ErrorText } from './page-fields';

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

/**
 * A field of library images: its label, what `children` shows around the button that opens
 * the library, the field's refusal, and the library itself.
 */
function LibraryField({
  path,
  label,
  chooseLabel,
  full = false,
  selectedId,
  onChoose,
  children,
}: {
  path: string;
  label: string;
  chooseLabel: string;
  /** The field holds as many images as it may: the button is off. */
  full?: boolean;
  selectedId?: number | null;
  onChoose: (id: number) => void;
  children: (choose: React.ReactNode) => React.ReactNode;
}) {
  const { disabled } = usePageEditor();
  const [open, setOpen] = useState(false);
  const id = fieldDomId({ path, locale: null });
  const error = useRefusal(path, null);
  return (
    <div className="grid gap-2">
      <span className="text-sm font-semibold text-ink">{label}</span>
      {children(
        <Button
          {...errorProps(id, error)}
          size="sm"
          variant="secondary"
          disabled={disabled || full}
          onClick={() => setOpen(true)}
        >
          <LuImagePlus aria-hidden className="size-4" />
          {chooseLabel}
        </Button>,
      )}
      <ErrorText id={id} error={error} />
      <MediaPicker
        open={open}
        onOpenChange={setOpen}
        selectedId={selectedId}
        onChoose={(asset) => onChoose(asset.id)}
      />
    </div>
  );
}

/** One library image (an image block, a member's photo, a testimonial's portrait). */
export function MediaField({ path, label, value, onChange }: FieldProps<number | null>) {
  const { disabled } = usePageEditor();
  return (
    <LibraryField
      path={path}
      label={label}
      chooseLabel={
        value === null
          ? m.pages_media_choose({ field: label })
          : m.pages_media_change({ field: label })
      }
      selectedId={value}
      onChoose={onChange}
    >
      {(choose) => (
        <div className="flex flex-wrap items-center gap-3">
          {value !== null && <Thumb id={value} />}
          {choose}
          {value !== null && (
            <Button size="sm" variant="ghost" disabled={disabled} onClick={() => onChange(null)}>
              <LuTrash2 aria-hidden className="size-4" />
              {m.pages_media_remove({ field: label })}
            </Button>
          )}
        </div>
      )}
    </LibraryField>
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
  return (
    <LibraryField
      path={path}
      label={m.pages_field_images()}
      chooseLabel={m.pages_gallery_add()}
      full={value.length >= BLOCK_LIMITS.galleryImages}
      onChoose={(id) => {
        if (!value.includes(id)) onChange([...value, id]);
      }}
    >
      {(choose) => (
        <>
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
          <div>{choose}</div>
        </>
      )}
    </LibraryField>
  );
}
