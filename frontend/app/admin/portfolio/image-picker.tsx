import { useEffect, useMemo, useRef, useState } from 'react';
import { LuImagePlus, LuRefreshCw, LuTrash2, LuX } from 'react-icons/lu';
import { Button } from '~/components/ui/button';
import { cn } from '~/lib/cn';

export const IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp,image/avif,image/gif';

/**
 * Picks the portfolio image and previews it before anything is sent. A newly chosen file
 * wins over the stored image; the stored image can be deleted on its own (edit mode).
 */
export function ImagePicker({
  id,
  file,
  onFileChange,
  existingUrl,
  onDeleteExisting,
  deletingExisting = false,
  disabled = false,
  error,
}: {
  id: string;
  file: File | null;
  onFileChange: (file: File | null) => void;
  existingUrl: string | null;
  onDeleteExisting?: () => void;
  deletingExisting?: boolean;
  disabled?: boolean;
  error?: string;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const previewUrl = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(
    () => () => {
      if (previewUrl) URL.revokeObjectURL(previewUrl);
    },
    [previewUrl],
  );

  const shown = previewUrl ?? existingUrl;
  const choose = () => input.current?.click();
  const take = (files: FileList | null) => {
    const picked = files?.[0];
    if (picked) onFileChange(picked);
  };

  return (
    <div className="grid gap-3">
      <input
        ref={input}
        id={id}
        type="file"
        accept={IMAGE_ACCEPT}
        className="sr-only"
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : `${id}-hint`}
        onChange={(event) => {
          take(event.target.files);
          // Choosing the same file again after removing it still fires a change.
          event.target.value = '';
        }}
      />
      {shown ? (
        <div className="grid gap-3">
          <div className="relative aspect-[4/5] w-full max-w-56 overflow-hidden rounded-2xl border border-line bg-paper-deep">
            <img
              src={shown}
              alt={file ? `Preview of ${file.name}` : 'Current image'}
              className="size-full object-cover"
            />
            {file && (
              <span className="absolute top-2 left-2 rounded-full bg-ink/80 px-2.5 py-1 text-xs font-semibold text-paper">
                New
              </span>
            )}
          </div>
          <div className="grid content-start gap-2 text-sm">
            <p className="text-ink-soft">
              {file ? (
                <>
                  <span className="font-semibold text-ink break-all">{file.name}</span>
                  <span className="block text-muted">
                    {formatBytes(file.size)} · uploaded when you save
                  </span>
                </>
              ) : (
                'The current image. Choose another to replace it when you save.'
              )}
            </p>
            <div className="flex flex-wrap gap-2">
              <Button variant="secondary" size="sm" onClick={choose} disabled={disabled}>
                <LuRefreshCw aria-hidden className="size-4" />
                {file ? 'Choose another' : 'Replace image'}
              </Button>
              {file ? (
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => onFileChange(null)}
                  disabled={disabled}
                >
                  <LuX aria-hidden className="size-4" />
                  Remove selection
                </Button>
              ) : (
                onDeleteExisting && (
                  <Button
                    variant="ghost"
                    size="sm"
                    className="text-red-700 hover:bg-red-50 hover:text-red-800"
                    onClick={onDeleteExisting}
                    disabled={disabled || deletingExisting}
                  >
                    <LuTrash2 aria-hidden className="size-4" />
                    {deletingExisting ? 'Deleting...' : 'Delete image'}
                  </Button>
                )
              )}
            </div>
          </div>
        </div>
      ) : (
        <div
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={(event) => {
            event.preventDefault();
            setDragging(false);
            if (!disabled) take(event.dataTransfer.files);
          }}
          className={cn(
            'flex flex-col items-center justify-center gap-3 rounded-2xl border-2 border-dashed px-6 py-10 text-center transition',
            dragging ? 'border-accent bg-accent-soft/40' : 'border-line bg-paper/60',
            error && 'border-red-700',
          )}
        >
          <span className="inline-flex size-12 items-center justify-center rounded-full bg-white text-muted shadow-sm">
            <LuImagePlus aria-hidden className="size-6" />
          </span>
          <Button variant="secondary" size="sm" onClick={choose} disabled={disabled}>
            Choose an image
          </Button>
          <p className="text-sm text-muted">or drop it here</p>
        </div>
      )}
      <p id={`${id}-hint`} className="text-xs text-muted">
        JPEG, PNG, WebP, AVIF or GIF, up to 10 MB. Shown at a 4:5 ratio on the site.
      </p>
    </div>
  );
}

function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
