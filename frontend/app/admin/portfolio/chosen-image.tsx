import { formatMegabytes, formatNumber } from '~/admin/shared/format';
import { m } from '~/paraglide/messages';
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
          alt={file ? m.editor_image_preview_of({ name: file.name }) : m.editor_image_current()}
          className="size-full object-cover"
        />
        {file && (
          <span className="absolute top-2 left-2 rounded-full bg-ink/80 px-2.5 py-1 text-xs font-semibold text-paper">
            {m.editor_image_new()}
          </span>
        )}
      </div>
      <div className="grid content-start gap-2 text-sm">
        <p className="text-ink-soft">
          {file ? (
            <>
              <span className="font-semibold text-ink break-all">{file.name}</span>
              <span className="block text-muted">
                {m.editor_image_uploaded_on_save({ size: formatBytes(file.size) })}
              </span>
            </>
          ) : (
            m.editor_image_current_note()
          )}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" size="sm" onClick={onChoose} disabled={disabled}>
            <LuRefreshCw aria-hidden className="size-4" />
            {file ? m.editor_image_choose_another() : m.editor_image_replace()}
          </Button>
          {file ? (
            <Button
              variant="ghost"
              size="sm"
              onClick={() => onFileChange(null)}
              disabled={disabled}
            >
              <LuX aria-hidden className="size-4" />
              {m.editor_image_remove_selection()}
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
                {deletingExisting ? m.editor_image_deleting() : m.editor_image_delete()}
              </Button>
            )
          )}
        </div>
      </div>
    </div>
  );
}

function formatBytes(bytes: number): string {
  if (bytes < 1024) return m.editor_bytes({ count: formatNumber(bytes) });
  if (bytes < 1024 * 1024) {
    return m.editor_kilobytes({ count: formatNumber(Math.round(bytes / 1024)) });
  }
  return m.editor_megabytes({ count: formatMegabytes(bytes) });
}
