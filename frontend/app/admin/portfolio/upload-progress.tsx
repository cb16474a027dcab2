import { formatNumber } from '~/admin/shared/format';
import { m } from '~/paraglide/messages';
/** The upload's progress while the form is being sent (XMLHttpRequest upload events). */
export function UploadProgress({ fraction, label }: { fraction: number; label: string }) {
  const percent = Math.round(Math.min(1, Math.max(0, fraction)) * 100);
  return (
    <div className="grid gap-2">
      <div className="flex justify-between text-sm">
        <span id="upload-progress-label" className="font-medium text-ink-soft">
          {percent < 100 ? label : m.editor_processing_image()}
        </span>
        <span className="text-muted tabular-nums">
          {m.editor_upload_percent({ percent: formatNumber(percent) })}
        </span>
      </div>
      <div
        role="progressbar"
        aria-labelledby="upload-progress-label"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 overflow-hidden rounded-full bg-paper-deep"
      >
        <div
          className="h-full rounded-full bg-accent transition-[width] duration-200"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
