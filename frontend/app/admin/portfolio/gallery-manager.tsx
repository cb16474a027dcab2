import { CASE_STUDY_LIMITS, type GalleryImageDto, type PortfolioItemDto } from '@prism/contracts';
import { useState } from 'react';
import { LuImagePlus, LuTrash2, LuUpload } from 'react-icons/lu';
import { IMAGE_ACCEPT } from './image-picker';
import { SortableList } from './sortable-list';
import { UploadProgress } from './upload-progress';
import { Button } from '~/components/ui/button';
import { inputClass } from '~/components/ui/field';
import { serverMessage } from '~/admin/shared/api';
import {
  checkImageFile,
  useDeleteGalleryImage,
  useSaveGallery,
  useUploadGalleryImage,
} from './case-study';
import { notifyFailure, notifySuccess } from '~/admin/shared/notify';
import { cn } from '~/lib/cn';

interface Pending {
  key: string;
  file: File;
  preview: string;
  alt: string;
  caption: string;
  error: string | null;
  /** Refused by the checks before upload: never sent. */
  blocked: boolean;
  progress: number | null;
}

type Editable = Pick<GalleryImageDto, 'id' | 'alt' | 'caption' | 'imageUrl'>;

/**
 * The gallery of an item: pick several images (checked here first, with the server's
 * words), give each its alt text, upload them one by one with progress; then order the
 * gallery by drag or keyboard and edit alt texts and captions, saved in one call.
 */
export function GalleryManager({ item }: { item: PortfolioItemDto }) {
  const [pending, setPending] = useState<Pending[]>([]);
  // Unsaved order and texts; without them the gallery as saved.
  const [edits, setEdits] = useState<Editable[] | null>(null);
  const images = mergeEdits(edits, item.gallery);
  const dirty = edits !== null;
  const uploadImage = useUploadGalleryImage();
  const saveGallery = useSaveGallery();
  const deleteImage = useDeleteGalleryImage();
  const room = CASE_STUDY_LIMITS.galleryImages - item.gallery.length;

  const pick = async (files: FileList | null) => {
    const chosen = [...(files ?? [])].slice(0, Math.max(0, room - pending.length));
    const added = await Promise.all(
      chosen.map(async (file, index): Promise<Pending> => {
        const error = await checkImageFile(file);
        return {
          key: `${file.name}-${file.size}-${Date.now()}-${index}`,
          file,
          preview: URL.createObjectURL(file),
          alt: '',
          caption: '',
          error,
          blocked: error !== null,
          progress: null,
        };
      }),
    );
    setPending((current) => [...current, ...added]);
  };

  const remove = (entry: Pending) => {
    URL.revokeObjectURL(entry.preview);
    setPending((current) => current.filter((p) => p.key !== entry.key));
  };

  const update = (key: string, change: Partial<Pending>) =>
    setPending((current) => current.map((p) => (p.key === key ? { ...p, ...change } : p)));

  const uploadAll = async () => {
    for (const entry of pending) {
      if (entry.blocked) continue;
      if (!entry.alt.trim()) {
        update(entry.key, { error: 'Alt text is required' });
        continue;
      }
      update(entry.key, { progress: 0, error: null });
      try {
        await uploadImage.mutateAsync({
          id: item.id,
          file: entry.file,
          alt: entry.alt,
          caption: entry.caption,
          onProgress: (fraction) => update(entry.key, { progress: fraction }),
        });
        remove(entry);
      } catch (error) {
        update(entry.key, { progress: null, error: serverMessage(error) ?? 'Upload failed' });
      }
    }
  };

  const onSave = () =>
    saveGallery.mutate(
      {
        id: item.id,
        body: { images: images.map(({ id, alt, caption }) => ({ id, alt, caption })) },
      },
      {
        onSuccess: () => {
          setEdits(null);
          notifySuccess('Gallery saved');
        },
        onError: (error) =>
          notifyFailure('Failed to save the gallery', error, 'Failed to save the gallery'),
      },
    );

  const onDelete = (image: Editable) =>
    deleteImage.mutate(
      { id: item.id, imageId: image.id },
      {
        onSuccess: () => notifySuccess('Image deleted successfully'),
        onError: (error) =>
          notifyFailure('Failed to delete image', error, 'Failed to delete image'),
      },
    );

  const uploading = pending.some((p) => p.progress !== null);
  const edit = (id: number, change: Partial<Editable>) =>
    setEdits(images.map((i) => (i.id === id ? { ...i, ...change } : i)));

  return (
    <section
      aria-labelledby="gallery-heading"
      className="grid gap-5 rounded-3xl border border-line bg-white p-6 shadow-sm sm:p-8"
    >
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="gallery-heading" className="font-display text-2xl">
            Gallery
          </h2>
          <p className="text-sm text-muted">
            {item.gallery.length} of {CASE_STUDY_LIMITS.galleryImages} images. Every image needs alt
            text.
          </p>
        </div>
        <label
          className={cn(
            'inline-flex cursor-pointer items-center gap-2 rounded-full border border-line px-4 py-2 text-sm font-semibold transition hover:border-ink focus-within:ring-2 focus-within:ring-ink',
            room <= 0 && 'pointer-events-none opacity-50',
          )}
        >
          <LuImagePlus aria-hidden className="size-4" />
          Add images
          <input
            type="file"
            multiple
            accept={IMAGE_ACCEPT}
            className="sr-only"
            disabled={room <= 0 || uploading}
            data-testid="gallery-input"
            onChange={(event) => {
              void pick(event.target.files);
              event.target.value = '';
            }}
          />
        </label>
      </div>

      {pending.length > 0 && (
        <div className="grid gap-3">
          <ul className="grid gap-3" aria-label="Images to upload">
            {pending.map((p) => (
              <li
                key={p.key}
                className="grid gap-3 rounded-2xl border border-dashed border-line p-3 sm:grid-cols-[6rem_1fr]"
              >
                <img
                  src={p.preview}
                  alt={`Preview of ${p.file.name}`}
                  className="aspect-square w-24 rounded-xl object-cover"
                />
                <div className="grid gap-2">
                  <p className="truncate text-sm font-semibold">{p.file.name}</p>
                  <input
                    aria-label={`Alt text for ${p.file.name}`}
                    placeholder="Alt text (what the image shows)"
                    value={p.alt}
                    maxLength={CASE_STUDY_LIMITS.alt}
                    onChange={(event) => update(p.key, { alt: event.target.value })}
                    className={inputClass}
                  />
                  <input
                    aria-label={`Caption for ${p.file.name}`}
                    placeholder="Caption (optional)"
                    value={p.caption}
                    maxLength={CASE_STUDY_LIMITS.caption}
                    onChange={(event) => update(p.key, { caption: event.target.value })}
                    className={inputClass}
                  />
                  {p.progress !== null && (
                    <UploadProgress fraction={p.progress} label="Uploading..." />
                  )}
                  {p.error && (
                    <p role="alert" className="text-sm font-medium text-red-700">
                      {p.error}
                    </p>
                  )}
                  <Button
                    variant="ghost"
                    size="sm"
                    className="justify-self-start"
                    disabled={p.progress !== null}
                    onClick={() => remove(p)}
                  >
                    Remove
                  </Button>
                </div>
              </li>
            ))}
          </ul>
          <Button
            onClick={() => void uploadAll()}
            disabled={uploading}
            className="justify-self-start"
          >
            <LuUpload aria-hidden className="size-4" />
            {uploading
              ? 'Uploading...'
              : `Upload ${pending.length} ${pending.length === 1 ? 'image' : 'images'}`}
          </Button>
        </div>
      )}

      {images.length > 0 && (
        <>
          <SortableList
            items={images}
            onReorder={setEdits}
            nameOf={(image) => image.alt || 'image'}
            className="grid gap-3"
          >
            {(image, handle) => (
              <GalleryRow
                image={image}
                handle={handle}
                onChange={(change) => edit(image.id, change)}
                onDelete={() => onDelete(image)}
                deleting={deleteImage.isPending}
              />
            )}
          </SortableList>
          <Button
            variant={dirty ? 'primary' : 'secondary'}
            onClick={onSave}
            disabled={!dirty || saveGallery.isPending}
            className="justify-self-start"
          >
            {saveGallery.isPending ? 'Saving...' : 'Save gallery order and texts'}
          </Button>
        </>
      )}
    </section>
  );
}

function GalleryRow({
  image,
  handle,
  onChange,
  onDelete,
  deleting,
}: {
  image: Editable;
  handle: React.ReactNode;
  onChange: (change: Partial<Editable>) => void;
  onDelete: () => void;
  deleting: boolean;
}) {
  return (
    <div
      className="flex items-start gap-3 rounded-2xl border border-line bg-white p-3"
      data-testid="gallery-row"
    >
      {handle}
      <img
        src={image.imageUrl}
        alt=""
        className="aspect-square w-16 shrink-0 rounded-lg object-cover"
      />
      <div className="grid min-w-0 flex-1 gap-2">
        <input
          aria-label="Alt text"
          value={image.alt}
          maxLength={CASE_STUDY_LIMITS.alt}
          onChange={(event) => onChange({ alt: event.target.value })}
          className={inputClass}
        />
        <input
          aria-label="Caption"
          placeholder="Caption (optional)"
          value={image.caption}
          maxLength={CASE_STUDY_LIMITS.caption}
          onChange={(event) => onChange({ caption: event.target.value })}
          className={inputClass}
        />
      </div>
      <Button
        variant="ghost"
        size="sm"
        aria-label={`Delete image ${image.alt}`}
        className="text-red-700 hover:bg-red-50"
        disabled={deleting}
        onClick={onDelete}
      >
        <LuTrash2 aria-hidden className="size-4" />
      </Button>
    </div>
  );
}

/** The unsaved edits over the saved gallery: deleted images drop out, new uploads join last. */
function mergeEdits(edits: Editable[] | null, saved: readonly Editable[]): Editable[] {
  if (!edits) return [...saved];
  const ids = new Set(saved.map((g) => g.id));
  const kept = edits.filter((g) => ids.has(g.id));
  const keptIds = new Set(kept.map((g) => g.id));
  return [...kept, ...saved.filter((g) => !keptIds.has(g.id))];
}
