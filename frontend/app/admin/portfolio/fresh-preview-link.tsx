import { LuCopy } from 'react-icons/lu';
import { notifySuccess } from '~/admin/shared/notify';
import { Button } from '~/components/ui/button';

/** A link just made: its address with a Copy button, shown this once (only its hash is kept). */
export function FreshPreviewLink({ url }: { url: string }) {
  return (
    <div className="grid gap-2 rounded-2xl bg-paper p-3 text-sm">
      <p className="font-semibold">Copy it now: it is shown only once.</p>
      <input
        readOnly
        value={url}
        aria-label="Preview link"
        className="w-full rounded-lg border border-line bg-white px-2 py-1 font-mono text-xs"
        data-testid="preview-url"
        onFocus={(event) => event.target.select()}
      />
      <Button
        variant="secondary"
        size="sm"
        className="justify-self-start"
        onClick={() =>
          void navigator.clipboard.writeText(url).then(() => notifySuccess('Link copied'))
        }
      >
        <LuCopy aria-hidden className="size-4" />
        Copy
      </Button>
    </div>
  );
}
