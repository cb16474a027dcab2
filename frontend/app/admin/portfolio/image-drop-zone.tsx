import { useState } from 'react';
import { LuImagePlus } from 'react-icons/lu';
import { Button } from '~/components/ui/button';
import { cn } from '~/lib/cn';
import { m } from '~/paraglide/messages';

/** The empty picker: a button to choose an image, and a zone to drop one on. */
export function ImageDropZone({
  onChoose,
  onDrop,
  disabled,
  error,
}: {
  onChoose: () => void;
  onDrop: (files: FileList) => void;
  disabled: boolean;
  error?: string;
}) {
  const [dragging, setDragging] = useState(false);
  return (
    <div
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={(event) => {
        event.preventDefault();
        setDragging(false);
        if (!disabled) onDrop(event.dataTransfer.files);
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
      <Button variant="secondary" size="sm" onClick={onChoose} disabled={disabled}>
        {m.editor_image_choose()}
      </Button>
      <p className="text-sm text-muted">{m.editor_image_or_drop()}</p>
    </div>
  );
}
