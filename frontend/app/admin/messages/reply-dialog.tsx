import { LIMITS, replySchema, type ContactMessageDto, type ReplyInput } from '@prism/contracts';
import { useWatch } from 'react-hook-form';
import { LuInfo } from 'react-icons/lu';
import { AdminForm, FormField, useZodForm } from '~/admin/shared/form';
import { FormActions } from '~/admin/shared/form-actions';
import { Dialog } from '~/components/ui/dialog';
import { inputClass } from '~/components/ui/field';
import { useSaveReply } from './messages';
import { notifyFailure, notifySuccess } from '~/admin/shared/notify';
import { cn } from '~/lib/cn';

export const REPLY_NOTICE =
  'E-mails are not sent automatically. Your reply is saved with the message; you must contact the customer manually.';

/** Writes or edits the reply to a message (docs/product.md#admin-messages): saved on the server, never e-mailed. */
export function ReplyDialog({
  message,
  onClose,
}: {
  message: ContactMessageDto | null;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={message !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={message?.reply ? 'Edit Reply' : `Reply to ${message?.name ?? ''}`}
      className="sm:max-w-xl"
    >
      {/* Keyed by message: the form starts from that message's reply. */}
      {message && <ReplyForm key={message.id} message={message} onDone={onClose} />}
    </Dialog>
  );
}

function ReplyForm({ message, onDone }: { message: ContactMessageDto; onDone: () => void }) {
  const save = useSaveReply();
  const form = useZodForm(replySchema, { reply: message.reply ?? '' });
  const empty = useWatch({ control: form.control, name: 'reply' }).trim().length === 0;

  const onSubmit = (values: ReplyInput) =>
    save.mutate(
      { id: message.id, reply: values.reply },
      {
        onSuccess: (result) => {
          notifySuccess(result.message);
          onDone();
        },
        onError: (err) => notifyFailure('Failed to send reply', err),
      },
    );

  return (
    <AdminForm form={form} onSubmit={onSubmit} className="grid gap-5">
      <p
        role="note"
        className="flex gap-3 rounded-2xl border border-accent/30 bg-accent-soft/50 px-4 py-3 text-sm leading-relaxed text-ink"
      >
        <LuInfo aria-hidden className="mt-0.5 size-4 shrink-0 text-accent-deep" />
        <span>
          {REPLY_NOTICE} Write to{' '}
          <a
            href={`mailto:${message.email}`}
            className="font-semibold underline underline-offset-2"
          >
            {message.email}
          </a>
          .
        </span>
      </p>
      <blockquote className="max-h-32 overflow-y-auto border-l-2 border-line pl-4 text-sm whitespace-pre-line text-muted">
        {message.message}
      </blockquote>
      <FormField<ReplyInput> name="reply" id="reply-text" label="Your reply">
        {(control) => (
          <textarea
            {...control}
            rows={6}
            maxLength={LIMITS.reply}
            className={cn(inputClass, 'resize-y')}
          />
        )}
      </FormField>
      <FormActions
        onCancel={onDone}
        pending={save.isPending}
        disabled={empty}
        submitLabel="Save Reply"
        pendingLabel="Saving..."
      />
    </AdminForm>
  );
}
