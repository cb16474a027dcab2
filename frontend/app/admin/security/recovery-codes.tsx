import { LuCopy, LuDownload } from 'react-icons/lu';
import { notifyFailure, notifySuccess } from '~/admin/shared/notify';
import { Button, buttonClass } from '~/components/ui/button';
import { m } from '~/paraglide/messages';

/** Recovery codes, shown once right after they were made, with a copy and a download. */
export function RecoveryCodesList({ codes }: { codes: string[] }) {
  const text = `${codes.join('\n')}\n`;
  const copy = () =>
    navigator.clipboard.writeText(text).then(
      () => notifySuccess(m.admin_codes_copied()),
      (error: unknown) => notifyFailure(m.admin_codes_copy_failed(), error),
    );
  return (
    <div className="rounded-2xl border border-dashed border-line bg-paper px-5 py-4">
      <p className="font-semibold text-ink">{m.admin_codes_yours()}</p>
      <p className="mt-1 text-sm text-muted">{m.admin_codes_keep()}</p>
      <ul
        aria-label={m.admin_codes_title()}
        className="mt-3 grid grid-cols-2 gap-x-6 gap-y-1 font-mono text-sm"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" onClick={() => void copy()}>
          <LuCopy aria-hidden className="size-4" />
          {m.admin_codes_copy()}
        </Button>
        {/* A data URL: the file is made in the page, nothing is sent or kept anywhere. */}
        <a
          href={`data:text/plain;charset=utf-8,${encodeURIComponent(text)}`}
          download="prism-recovery-codes.txt"
          className={buttonClass({ variant: 'secondary', size: 'sm' })}
        >
          <LuDownload aria-hidden className="size-4" />
          {m.admin_codes_download()}
        </a>
      </div>
    </div>
  );
}
