import { Button } from '~/components/ui/button';
import { Spinner } from '~/components/ui/spinner';
import { cn } from '~/lib/cn';
import { m } from '~/paraglide/messages';

/** A form's way back and its submit, side by side (stacked on phones, submit on top). */
function ActionRow({
  back,
  onBack,
  backDisabled = false,
  pending,
  submitLabel,
  pendingLabel,
  disabled = false,
  className,
}: {
  back: string;
  onBack: () => void;
  backDisabled?: boolean;
  pending: boolean;
  submitLabel: string;
  pendingLabel: string;
  disabled?: boolean;
  className?: string;
}) {
  return (
    <div className={cn('flex flex-col-reverse gap-3 sm:flex-row sm:justify-end', className)}>
      <Button variant="secondary" onClick={onBack} disabled={backDisabled}>
        {back}
      </Button>
      <Button type="submit" disabled={pending || disabled}>
        {pending && <Spinner className="size-4" />}
        {pending ? pendingLabel : submitLabel}
      </Button>
    </div>
  );
}

type SubmitProps = {
  pending: boolean;
  submitLabel: string;
  pendingLabel: string;
  disabled?: boolean;
};

/** Cancel and submit: a form in a dialog or a page that closes once done. */
export function FormActions({ onCancel, ...submit }: SubmitProps & { onCancel: () => void }) {
  return <ActionRow className="mt-2" back={m.admin_cancel()} onBack={onCancel} {...submit} />;
}

/**
 * Discard and save: a form that stays on screen once saved (the settings screens). Discard
 * goes back to what was last saved, offered once something changed.
 */
export function DiscardSaveActions({
  onDiscard,
  dirty,
  discardLabel,
  ...submit
}: SubmitProps & { onDiscard: () => void; dirty: boolean; discardLabel: string }) {
  return (
    <ActionRow
      back={discardLabel}
      onBack={onDiscard}
      backDisabled={!dirty || submit.pending}
      {...submit}
    />
  );
}
