import {
  CASE_STUDY_LIMITS,
  LOCALE_TAGS,
  type GalleryImageAnswer,
  type PortfolioItemAnswer,
} from '@prism/contracts';
import { useId, useState } from 'react';
import { LuImagePlus, LuTrash2, LuUpload } from 'react-icons/lu';
import type { MediaAssetDetail } from '@prism/contracts/media-library';
import { ChooseFromLibrary } from '~/admin/media/choose-from-library';
import { IMAGE_ACCEPT } from './image-picker';
import { SortableList } from './sortable-list';
import { UploadProgress } from './upload-progress';
import { ImageSwap, useImageSwaps, type SwapSource } from './image-swap';
import { Button } from '~/components/ui/button';
import { Field, inputClass } from '~/components/ui/field';
import { serverMessage } from '~/admin/shared/error-words';
import {
  checkImageFile,
  useDeleteGalleryImage,
  useReplaceGalleryImage,
  useSaveGallery,
  useUploadGalleryImage,
} from './case-study';
import { notifyFailure, notifySuccess } from '~/admin/shared/notify';
import { cn } from '~/lib/cn';
import { isSingular } from '~/admin/shared/format';
import { m } from '~/paraglide/messages';
import { refusalText } from './live-languages';
import { languageName } from './translation-badges';

/** The English texts first: an image's alt is required in English, French beside it. */
const LOCALES_FIRST_EN = ['en', 'fr'] as const;

interface Pending {
  key: string;
  /** A file to upload, or a media library image's id. */
  image: File | number;
  /** The file's or the library image's name. */
  name: string;
  preview: string;
  alt: string;
  caption: string;
  /** The French texts, so an item live in French takes the image in one save. */
  altFr: string;
  captionFr: string;
  error: string | null;
  /** Refused by the checks before upload: never sent. */
  blocked: boolean;
  progress: number | null;
}

type Editable = Pick<GalleryImageAnswer, 'id' | 'alt' | 'caption' | 'imageUrl' | 'mediaId'>;

/**
 * The gallery of an item: pick several images (checked here first, with the server's
 * words) or choose library images, give each its alt text, send them one by one with
 * progress; then order the gallery by drag or keyboard and edit alt texts and captions,
 * saved in one call.
 */
export function GalleryManager({ item }: { item: PortfolioItemAnswer }) {
  const id = useId();
  const [pending, setPending] = useState<Pending[]>([]);
  // Unsaved order, and the texts changed here by image id; the rest is the gallery as
  // saved now, so a text Translations saved meanwhile is never sent back stale.
  const [order, setOrder] = useState<number[] | null>(null);
  const [texts, setTexts] = useState<Record<number, Partial<Editable>>>({});
  const images = mergeEdits(order, texts, item.gallery);
  const dirty = order !== null || Object.keys(texts).length > 0;
  const uploadImage = useUploadGalleryImage();
  const saveGallery = useSaveGallery();
  const deleteImage = useDeleteGalleryImage();
  const replaceImage = useReplaceGalleryImage();
  const swaps = useImageSwaps();
  const room = CASE_STUDY_LIMITS.galleryImages - item.gallery.length;

  const pick = async (files: FileList | null) => {
    const chosen = [...(files ?? [])].slice(0, Math.max(0, room - pending.length));
    const added = await Promise.all(
      chosen.map(async (file, index): Promise<Pending> => {
        const error = await checkImageFile(file);
        return {
          key: `${file.name}-${file.size}-${Date.now()}-${index}`,
          image: file,
          name: file.name,
          preview: URL.createObjectURL(file),
          alt: '',
          caption: '',
          altFr: '',
          captionFr: '',
          error,
          blocked: error !== null,
          progress: null,
        };
      }),
    );
    setPending((current) => [...current, ...added]);
  };

  // A library image joins the list with its texts in both languages, which staff may change.
  const fromLibrary = (asset: MediaAssetDetail) =>
    setPending((current) => [
      ...current,
      {
        key: `library-${asset.id}-${Date.now()}`,
        image: asset.id,
        name: asset.fileName,
        preview: asset.imageUrl,
        alt: asset.alt.en,
        caption: asset.caption.en,
        altFr: asset.alt.fr,
        captionFr: asset.caption.fr,
        error: null,
        blocked: false,
        progress: null,
      },
    ]);

  const remove = (entry: Pending) => {
    if (entry.image instanceof File) URL.revokeObjectURL(entry.preview);
    setPending((current) => current.filter((p) => p.key !== entry.key));
  };

  const update = (key: string, change: Partial<Pending>) =>
    setPending((current) => current.map((p) => (p.key === key ? { ...p, ...change } : p)));

  const uploadAll = async () => {
    const sent = pending.filter((entry) => !entry.blocked);
    const missing = sent.filter((entry) => !entry.alt.trim());
    // Every image's alt text first: nothing is sent until the upload can go whole.
    for (const entry of missing) update(entry.key, { error: m.editor_gallery_alt_required() });
    if (missing.length > 0) return;
    for (const [index, entry] of sent.entries()) {
      update(entry.key, { progress: 0, error: null });
      try {
        await uploadImage.mutateAsync({
          id: item.id,
          image: entry.image,
          alt: entry.alt,
          caption: entry.caption,
          altFr: entry.altFr,
          captionFr: entry.captionFr,
          // One upload is one revision of the item, written with its last image.
          more: index < sent.length - 1,
          onProgress: (fraction) => update(entry.key, { progress: fraction }),
        });
        remove(entry);
      } catch (error) {
        update(entry.key, {
          progress: null,
          error: refusalText(error) ?? serverMessage(error) ?? m.editor_gallery_upload_failed(),
        });
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
          setOrder(null);
          setTexts({});
          notifySuccess(m.editor_gallery_saved());
        },
        onError: (error) =>
          notifyFailure(m.editor_gallery_save_failed(), error, m.editor_gallery_save_failed()),
      },
    );

  const onDelete = (image: Editable) =>
    deleteImage.mutate(
      { id: item.id, imageId: image.id },
      {
        onSuccess: () => notifySuccess(m.editor_image_deleted()),
        onError: (error) =>
          notifyFailure(m.editor_image_delete_failed(), error, m.editor_image_delete_failed()),
      },
    );

  // Another image in the same place: its texts stay, for staff to check beside it.
  const onReplace = (image: Editable, source: SwapSource) =>
    swaps.run(
      String(image.id),
      source,
      (sent, onProgress) =>
        replaceImage.mutateAsync({ id: item.id, imageId: image.id, image: sent, onProgress }),
      m.editor_gallery_replaced(),
    );

  const uploading = pending.some((p) => p.progress !== null);
  const edit = (id: number, change: Partial<Editable>) =>
    setTexts((current) => ({ ...current, [id]: { ...current[id], ...change } }));

  return (
    <section
      aria-labelledby="gallery-heading"
      className="grid gap-5 rounded-3xl border border-line bg-white p-6 shadow-sm sm:p-8"
    >
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="gallery-heading" className="font-display text-2xl">
            {m.editor_gallery_heading()}
          </h2>
          <p className="text-sm text-muted">
            {m.editor_gallery_count({
              count: item.gallery.length,
              max: CASE_STUDY_LIMITS.galleryImages,
            })}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <label
            className={cn(
              'inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-line px-4 py-2 text-sm font-semibold transition hover:border-ink focus-within:ring-2 focus-within:ring-ink',
              room <= 0 && 'pointer-events-none opacity-50',
            )}
          >
            <LuImagePlus aria-hidden className="size-4" />
            {m.editor_gallery_add()}
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
          <ChooseFromLibrary
            selectedId={null}
            onChoose={fromLibrary}
            disabled={room <= pending.length || uploading}
          />
        </div>
      </div>

      {pending.length > 0 && (
        <div className="grid gap-3">
          <ul className="grid gap-3" aria-label={m.editor_gallery_pending()}>
            {pending.map((p, index) => (
              <li
                key={p.key}
                className="grid gap-3 rounded-2xl border border-dashed border-line p-3 sm:grid-cols-[6rem_1fr]"
              >
                <img
                  src={p.preview}
                  alt={m.editor_gallery_preview({ name: p.name })}
                  className="aspect-square w-24 rounded-xl object-cover"
                />
                {/* The file names the group; each field keeps its visible label once filled. */}
                <fieldset className="grid min-w-0 gap-2">
                  <legend className="truncate text-sm font-semibold">
                    {typeof p.image === 'number'
                      ? m.media_chosen_from_library({ name: p.name })
                      : p.name}
                  </legend>
                  {LOCALES_FIRST_EN.map((locale) => {
                    const language = languageName(locale);
                    const [alt, caption] =
                      locale === 'fr'
                        ? (['altFr', 'captionFr'] as const)
                        : (['alt', 'caption'] as const);
                    const ids = {
                      alt: `${id}-${index}-${alt}`,
                      caption: `${id}-${index}-${caption}`,
                    };
                    return (
                      <div key={locale} className="grid gap-2 sm:grid-cols-2">
                        <Field
                          id={ids.alt}
                          label={m.editor_field_in_language({
                            field: m.editor_gallery_alt(),
                            language,
                          })}
                        >
                          <input
                            id={ids.alt}
                            lang={LOCALE_TAGS[locale]}
                            placeholder={m.editor_gallery_alt_placeholder()}
                            value={p[alt]}
                            maxLength={CASE_STUDY_LIMITS.alt}
                            onChange={(event) => update(p.key, { [alt]: event.target.value })}
                            className={inputClass}
                          />
                        </Field>
                        <Field
                          id={ids.caption}
                          label={m.editor_field_in_language({
                            field: m.editor_gallery_caption(),
                            language,
                          })}
                        >
                          <input
                            id={ids.caption}
                            lang={LOCALE_TAGS[locale]}
                            placeholder={m.editor_gallery_caption_placeholder()}
                            value={p[caption]}
                            maxLength={CASE_STUDY_LIMITS.caption}
                            onChange={(event) => update(p.key, { [caption]: event.target.value })}
                            className={inputClass}
                          />
                        </Field>
                      </div>
                    );
                  })}
                  {p.progress !== null && (
                    <UploadProgress fraction={p.progress} label={m.editor_uploading()} />
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
                    {m.editor_remove()}
                  </Button>
                </fieldset>
              </li>
            ))}
          </ul>
          <Button
            onClick={() => void uploadAll()}
            disabled={uploading}
            className="justify-self-start"
          >
            <LuUpload aria-hidden className="size-4" />
            {uploading ? m.editor_uploading() : sendLabel(pending)}
          </Button>
        </div>
      )}

      {images.length > 0 && (
        <>
          <SortableList
            items={images}
            onReorder={(list) => setOrder(list.map((image) => image.id))}
            nameOf={galleryName}
            spokenNameOf={(image) => m.editor_gallery_image_named({ name: galleryName(image) })}
            className="grid grid-cols-1 gap-3"
          >
            {(image, handle) => (
              <GalleryRow
                image={image}
                handle={handle}
                onChange={(change) => edit(image.id, change)}
                onDelete={() => onDelete(image)}
                deleting={deleteImage.isPending}
                onReplace={(source) => void onReplace(image, source)}
                progress={swaps.progressOf(String(image.id))}
                busy={swaps.busy}
              />
            )}
          </SortableList>
          <Button
            variant={dirty ? 'primary' : 'secondary'}
            onClick={onSave}
            disabled={!dirty || saveGallery.isPending}
            className="justify-self-start"
          >
            {saveGallery.isPending ? m.editor_saving() : m.editor_gallery_save()}
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
  onReplace,
  progress,
  busy,
}: {
  image: Editable;
  handle: React.ReactNode;
  onChange: (change: Partial<Editable>) => void;
  onDelete: () => void;
  deleting: boolean;
  onReplace: (source: SwapSource) => void;
  /** This image's replacement under way: its upload's share sent. */
  progress: number | null;
  /** Some image is being replaced: one at a time. */
  busy: boolean;
}) {
  const id = useId();
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
        {image.mediaId !== undefined && (
          <p className="text-xs text-muted">{m.media_from_library()}</p>
        )}
        <Field id={`${id}-alt`} label={m.editor_gallery_alt()}>
          <input
            id={`${id}-alt`}
            value={image.alt}
            maxLength={CASE_STUDY_LIMITS.alt}
            onChange={(event) => onChange({ alt: event.target.value })}
            className={inputClass}
          />
        </Field>
        <Field id={`${id}-caption`} label={m.editor_gallery_caption()}>
          <input
            id={`${id}-caption`}
            placeholder={m.editor_gallery_caption_placeholder()}
            value={image.caption}
            maxLength={CASE_STUDY_LIMITS.caption}
            onChange={(event) => onChange({ caption: event.target.value })}
            className={inputClass}
          />
        </Field>
        <ImageSwap
          replaceText={m.editor_gallery_replace()}
          fileName={m.editor_gallery_replace_file({ alt: image.alt })}
          libraryName={m.editor_gallery_replace_library({ alt: image.alt })}
          selectedId={image.mediaId ?? null}
          busy={busy}
          progress={progress}
          onReplace={onReplace}
        />
      </div>
      <Button
        variant="ghost"
        size="sm"
        aria-label={m.editor_gallery_delete({ alt: image.alt })}
        className="text-red-700 hover:bg-red-50"
        disabled={deleting}
        onClick={onDelete}
      >
        <LuTrash2 aria-hidden className="size-4" />
      </Button>
    </div>
  );
}

/** The send button's words: an upload when a file is among them, else adding. */
function sendLabel(pending: readonly Pending[]): string {
  const count = pending.length;
  if (pending.some((p) => p.image instanceof File)) {
    return isSingular(count)
      ? m.editor_gallery_upload_one({ count })
      : m.editor_gallery_upload_many({ count });
  }
  return isSingular(count)
    ? m.editor_gallery_add_one({ count })
    : m.editor_gallery_add_many({ count });
}

/** An image as staff know it: its caption, else its alt text. */
function galleryName(image: Editable): string {
  return image.caption.trim() || image.alt.trim() || m.editor_gallery_image_fallback();
}

/**
 * The unsaved order and texts over the saved gallery: deleted images drop out, new uploads
 * join last, and each text not changed here is the saved one.
 */
function mergeEdits(
  order: number[] | null,
  texts: Record<number, Partial<Editable>>,
  saved: readonly Editable[],
): Editable[] {
  const byId = new Map(saved.map((g) => [g.id, g]));
  const ordered = (order ?? []).flatMap((id) => byId.get(id) ?? []);
  const placed = new Set(ordered.map((g) => g.id));
  return [...ordered, ...saved.filter((g) => !placed.has(g.id))].map((g) => ({
    ...g,
    ...texts[g.id],
  }));
}
