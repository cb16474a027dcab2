import { LuTriangleAlert } from 'react-icons/lu';
import { Button } from '~/components/ui/button';
import { loadErrorText } from './error-words';
import { m } from '~/paraglide/messages';

/** A list that could not be loaded: the error text (docs/product.md#errors) and a way to try again. */
export function LoadError({
  what,
  error,
  onRetry,
}: {
  what: string;
  error: Error;
  onRetry: () => void;
}) {
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-4 rounded-3xl border border-red-200 bg-red-50 px-6 py-6 text-red-900 sm:flex-row sm:items-center"
    >
      <LuTriangleAlert aria-hidden className="size-6 shrink-0" />
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{m.admin_load_error({ what })}</p>
        <p className="mt-1 text-sm break-words opacity-90">{loadErrorText(error)}</p>
      </div>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        {m.admin_try_again()}
      </Button>
    </div>
  );
}
