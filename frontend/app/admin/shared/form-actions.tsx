import { Button } from '~/components/ui/button';
import { Spinner } from '~/components/ui/spinner';
import { m } from '~/paraglide/messages';

/** Cancel and submit, side by side (stacked on phones, submit on top). */
export function FormActions({
  onCancel,
  pending,
  submitLabel,
  pendingLabel,
  disabled = false,
}: {
  onCancel: () => void;
  pending: boolean;
  submitLabel: string;
  pendingLabel: string;
  disabled?: boolean;
}) {
  return (
    <div className="mt-2 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
      <Button variant="secondary" onClick={onCancel}>
        {m.admin_cancel()}
      </Button>
      <Button type="submit" disabled={pending || disabled}>
        {pending && <Spinner className="size-4" />}
        {pending ? pendingLabel : submitLabel}
      </Button>
    </div>
  );
}
