import { LuRefreshCw, LuTrash2, LuX } from 'react-icons/lu';
import { Button } from '~/components/ui/button';

/**
 * The image the form holds: the newly chosen file (with its name and size, sent on save) or
 * the stored one, with the buttons to replace, unselect or delete it.
 */
export function ChosenImage({
  shown,
  file,
  onChoose,
  onFileChange,
  onDeleteExisting,
  deletingExisting,
  disabled,
}: {
  /** The address to show: the new file's object URL or the stored image's. */
  shown: string;
  file: File | null;
  onChoose: () => void;
  onFileChange: (file: File | null) => void;
  onDeleteExisting?: () => void;
  deletingExisting: boolean;
  disabled: boolean;
}) {
  return (
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
          <Button variant="secondary" size="sm" onClick={onChoose} disabled={disabled}>
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
  );
}

function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
