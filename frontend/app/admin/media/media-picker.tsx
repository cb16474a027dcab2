import type { MediaAssetDetail } from '@prism/contracts/media-library';
import { Dialog } from '~/components/ui/dialog';
import { m } from '~/paraglide/messages';
import { MediaBrowser } from './media-browser';

/**
 * Choosing a library image from another screen (the page editor's image, gallery, team and
 * quote blocks): the library's search and grid in a dialog, with an upload that chooses
 * the new image at once. `onChoose` gets the image; the dialog closes.
 */
export function MediaPicker({
  open,
  onOpenChange,
  onChoose,
  selectedId,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onChoose: (asset: MediaAssetDetail) => void;
  /** The image the field holds now, marked in the grid. */
  selectedId?: number | null;
}) {
  const choose = (asset: MediaAssetDetail) => {
    onChoose(asset);
    onOpenChange(false);
  };
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={m.media_picker_title()}
      description={m.media_picker_description()}
      className="sm:max-w-4xl"
    >
      {open && <MediaBrowser selectedId={selectedId} onSelect={choose} />}
    </Dialog>
  );
}
