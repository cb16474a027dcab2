import { useEffect, useMemo, useRef } from 'react';
import { ChosenImage } from './chosen-image';
import { ImageDropZone } from './image-drop-zone';
import { m } from '~/paraglide/messages';

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
        <ChosenImage
          shown={shown}
          file={file}
          onChoose={choose}
          onFileChange={onFileChange}
          onDeleteExisting={onDeleteExisting}
          deletingExisting={deletingExisting}
          disabled={disabled}
        />
      ) : (
        <ImageDropZone onChoose={choose} onDrop={take} disabled={disabled} error={error} />
      )}
      <p id={`${id}-hint`} className="text-xs text-muted">
        {m.editor_image_hint()}
      </p>
    </div>
  );
}
