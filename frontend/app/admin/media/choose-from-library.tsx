import type { MediaAssetDetail } from '@prism/contracts/media-library';
import { useState } from 'react';
import { LuImagePlus } from 'react-icons/lu';
import { Button } from '~/components/ui/button';
import { m } from '~/paraglide/messages';
import { MediaPicker } from './media-picker';

/**
 * Opens the media picker from a form outside the page editor (a project's cover, a logo)
 * and hands the chosen library image to `onChoose`.
 */
export function ChooseFromLibrary({
  id,
  label,
  selectedId,
  onChoose,
  disabled = false,
}: {
  /** The button's id, for a field label that names it. */
  id?: string;
  /** The button's accessible name where several open the picker (one per gallery image). */
  label?: string;
  selectedId: number | null;
  onChoose: (asset: MediaAssetDetail) => void;
  disabled?: boolean;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        id={id}
        aria-label={label}
        variant="secondary"
        size="sm"
        onClick={() => setOpen(true)}
        disabled={disabled}
      >
        <LuImagePlus aria-hidden className="size-4" />
        {m.media_choose_from_library()}
      </Button>
      <MediaPicker open={open} onOpenChange={setOpen} selectedId={selectedId} onChoose={onChoose} />
    </>
  );
}
