import { m } from '~/paraglide/messages';

/** The bar over a page opened through a client preview link. */
export function PreviewBanner({ status }: { status: string }) {
  return (
    <div
      role="status"
      className="fixed inset-x-0 bottom-0 z-50 bg-accent px-4 py-3 text-center text-sm font-semibold text-white"
      data-testid="preview-banner"
    >
      {status === 'draft' ? m.site_preview_banner_draft() : m.site_preview_banner()}
    </div>
  );
}
