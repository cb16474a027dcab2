import type { MediaAssetDetail } from '@prism/contracts/media-library';
import { useState } from 'react';
import { LuRefreshCw } from 'react-icons/lu';
import { ChooseFromLibrary } from '~/admin/media/choose-from-library';
import { notifyFailure, notifySuccess } from '~/admin/shared/notify';
import { cn } from '~/lib/cn';
import { m } from '~/paraglide/messages';
import { checkImageFile } from './case-study';
import { IMAGE_ACCEPT } from './image-picker';
import { refusalText } from './live-languages';
import { UploadProgress } from './upload-progress';

/** A file to upload, or the library image chosen. */
export type SwapSource = File | MediaAssetDetail;

/**
 * 'Replace' (a file) and 'Choose from the library' for one stored image, put in its place
 * by the caller; each control's accessible name says which image (several rows hold one).
 */
export function ImageSwap({
  replaceText,
  fileName,
  libraryName,
  selectedId,
  busy,
  progress,
  onReplace,
}: {
  /** The file control's visible words. */
  replaceText: string;
  /** Its accessible name, which holds the visible words. */
  fileName: string;
  /** The library button's accessible name, which holds its visible words. */
  libraryName: string;
  selectedId: number | null;
  /** Some image is being replaced: one at a time. */
  busy: boolean;
  /** This image's replacement under way: its upload's share sent, 1 for a library image. */
  progress: number | null;
  onReplace: (source: SwapSource) => void;
}) {
  return (
    <>
      <div className="flex flex-wrap items-center gap-2">
        <label
          className={cn(
            'inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-line px-4 py-2 text-sm font-semibold transition hover:border-ink focus-within:ring-2 focus-within:ring-ink',
            busy && 'pointer-events-none opacity-50',
          )}
        >
          <LuRefreshCw aria-hidden className="size-4" />
          {replaceText}
          <input
            type="file"
            accept={IMAGE_ACCEPT}
            className="sr-only"
            aria-label={fileName}
            disabled={busy}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) onReplace(file);
            }}
          />
        </label>
        <ChooseFromLibrary
          label={libraryName}
          selectedId={selectedId}
          onChoose={onReplace}
          disabled={busy}
        />
      </div>
      {progress !== null && <UploadProgress fraction={progress} label={m.editor_uploading()} />}
    </>
  );
}

/**
 * One swap at a time: a file is checked here first (with the server's words), the upload's
 * progress is kept by `key` (the image being replaced), and the outcome is a toast.
 */
export function useImageSwaps() {
  const [running, setRunning] = useState<{ key: string; progress: number } | null>(null);
  const run = async (
    key: string,
    source: SwapSource,
    send: (image: File | number, onProgress: (fraction: number) => void) => Promise<unknown>,
    done: string,
  ) => {
    if (source instanceof File) {
      const refused = await checkImageFile(source);
      if (refused) {
        notifyFailure(m.editor_image_replace_failed(), null, refused);
        return;
      }
    }
    setRunning({ key, progress: source instanceof File ? 0 : 1 });
    try {
      await send(source instanceof File ? source : source.id, (progress) =>
        setRunning({ key, progress }),
      );
      notifySuccess(done);
    } catch (error) {
      notifyFailure(
        m.editor_image_replace_failed(),
        error,
        refusalText(error) ?? m.editor_image_replace_failed(),
      );
    } finally {
      setRunning(null);
    }
  };
  return {
    busy: running !== null,
    progressOf: (key: string) => (running?.key === key ? running.progress : null),
    run,
  };
}
