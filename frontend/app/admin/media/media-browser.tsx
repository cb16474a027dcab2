import type { MediaAssetDetail } from '@prism/contracts/media-library';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { LuImagePlus, LuSearch } from 'react-icons/lu';
import { formatNumber, isSingular } from '~/admin/shared/format';
import { LoadError } from '~/admin/shared/load-error';
import { notifyFailure, notifySuccess } from '~/admin/shared/notify';
import { LoadMore, loadedItems } from '~/admin/shared/paged-list';
import { SkeletonList } from '~/admin/shared/placeholders';
import { Writes } from '~/admin/shared/read-only';
import { Button } from '~/components/ui/button';
import { inputClass } from '~/components/ui/field';
import { cn } from '~/lib/cn';
import { m } from '~/paraglide/messages';
import { mediaListQuery, thumbnailUrl, useUploadMedia } from './media';

/** How long typing must pause before the search is sent. */
const SEARCH_PAUSE_MS = 250;

/**
 * The library as a grid: a search (file names, alt texts, captions; accents ignored), an
 * upload button (several files at once), and the images, newest first, a page at a time.
 * Choosing an image calls `onSelect`: the screen opens its panel, the picker returns it.
 */
export function MediaBrowser({
  selectedId,
  onSelect,
  onUploaded,
}: {
  selectedId?: number | null;
  onSelect: (asset: MediaAssetDetail) => void;
  /** An image just uploaded; by default it is selected. */
  onUploaded?: (asset: MediaAssetDetail) => void;
}) {
  const searchId = useId();
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQ(typed.trim()), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const list = useInfiniteQuery(mediaListQuery(q));
  const assets = loadedItems(list.data);
  const add = useUploadMedia();
  const files = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);

  const uploadAll = async (chosen: FileList | null) => {
    for (const file of Array.from(chosen ?? [])) {
      setProgress(0);
      try {
        const asset = await add.mutateAsync({ file, onProgress: setProgress });
        notifySuccess(m.media_uploaded({ name: asset.fileName }));
        (onUploaded ?? onSelect)(asset);
      } catch (error) {
        notifyFailure(m.media_upload_failed({ name: file.name }), error);
      }
    }
    setProgress(null);
    if (files.current) files.current.value = '';
  };

  return (
    <div className="grid gap-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="grid flex-1 gap-2">
          <label htmlFor={searchId} className="text-sm font-semibold">
            {m.media_search_label()}
          </label>
          <div className="relative">
            <LuSearch
              aria-hidden
              className="pointer-events-none absolute top-1/2 left-4 size-4 -translate-y-1/2 text-muted"
            />
            <input
              id={searchId}
              type="search"
              className={cn(inputClass, 'pl-10')}
              placeholder={m.media_search_placeholder()}
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
            />
          </div>
        </div>
        <Writes>
          <input
            ref={files}
            type="file"
            accept="image/jpeg,image/png,image/webp,image/avif,image/gif"
            multiple
            className="sr-only"
            tabIndex={-1}
            aria-hidden
            onChange={(event) => void uploadAll(event.target.files)}
          />
          <Button onClick={() => files.current?.click()} disabled={progress !== null}>
            <LuImagePlus aria-hidden className="size-4" />
            {progress === null
              ? m.media_upload()
              : m.media_uploading({ percent: Math.round(progress * 100) })}
          </Button>
        </Writes>
      </div>
      {list.isPending ? (
        <SkeletonList count={6} itemClassName="h-40 rounded-2xl" />
      ) : list.isError ? (
        <LoadError what={m.media_what()} error={list.error} onRetry={() => void list.refetch()} />
      ) : assets.length === 0 ? (
        <p className="rounded-2xl bg-paper-deep px-4 py-6 text-center text-muted">
          {q ? m.media_no_match({ q }) : m.media_empty()}
        </p>
      ) : (
        <ul
          className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4"
          aria-label={m.media_grid_label()}
        >
          {assets.map((asset) => (
            <li key={asset.id}>
              <button
                type="button"
                onClick={() => onSelect(asset)}
                aria-pressed={selectedId === asset.id}
                className={cn(
                  'group grid w-full gap-2 rounded-2xl border bg-white p-2 text-left transition focus-visible:ring-4 focus-visible:ring-ink/30 focus-visible:outline-none',
                  selectedId === asset.id ? 'border-ink ring-2 ring-ink' : 'border-line',
                )}
              >
                <img
                  src={thumbnailUrl(asset.image, asset.imageUrl)}
                  alt=""
                  loading="lazy"
                  className="aspect-[4/3] w-full rounded-xl bg-paper-deep object-cover"
                />
                <span className="truncate text-sm font-medium">{asset.fileName}</span>
                <span className="text-xs text-muted">
                  {asset.uses.length === 0
                    ? m.media_unused()
                    : isSingular(asset.uses.length)
                      ? m.media_used_one()
                      : m.media_used_count({ count: formatNumber(asset.uses.length) })}
                  {asset.alt.fr === '' || asset.alt.en === '' ? ` · ${m.media_alt_missing()}` : ''}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <LoadMore list={list} shown={assets.length} />
    </div>
  );
}
