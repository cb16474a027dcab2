import { LEAD_STAGES, REPLY_MAX, type ContactMessageAnswer } from '@prism/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { AdminForm, showRefusal, FormField, useZodForm } from '~/admin/shared/form';
import { FormActions } from '~/admin/shared/form-actions';
import { inputClass } from '~/components/ui/field';
import { Select } from '~/components/ui/select';
import { replyFormSchema, type ReplyFormInput, type ReplyFormOutput } from './reply-form';
import { replyDraftsQuery, useSendReply } from './messages';
import { LeadDialog, type LeadDialogProps } from './lead-dialog';
import { LEAD_LANGUAGE_TITLES } from './lead-language-badge';
import { notifySuccess } from '~/admin/shared/notify';
import { cn } from '~/lib/cn';
import { m } from '~/paraglide/messages';
import { stageLabel } from '~/admin/shared/options';

/**
 * Writes a reply that is e-mailed to the lead (docs/product.md#lead-replies): from the
 * agency's address, reply-to the writer, threaded with the earlier replies.
 */
export function ReplyDialog(props: LeadDialogProps) {
  return (
    <LeadDialog {...props} title={(name) => m.admin_reply_title({ name })} className="sm:max-w-xl">
      {/* Keyed by message: each opening is a new reply with its own key. */}
      {(lead) => <ReplyForm key={lead.id} message={lead} onDone={props.onClose} />}
    </LeadDialog>
  );
}

function ReplyForm({ message, onDone }: { message: ContactMessageAnswer; onDone: () => void }) {
  const send = useSendReply();
  // Filled in by the server for this lead, in the lead's language.
  const drafts = useQuery(replyDraftsQuery(message.id));
  const [otherLanguage, setOtherLanguage] = useState(false);
  // One key per written reply: a double click or a resent request is the same reply.
  const [key] = useState(() => crypto.randomUUID());
  const form = useZodForm(replyFormSchema, { body: '', stage: '' });
  const empty = useWatch({ control: form.control, name: 'body' }).trim().length === 0;

  const onSubmit = (values: ReplyFormOutput) =>
    send.mutate(
      { id: message.id, key, body: values.body, ...(values.stage ? { stage: values.stage } : {}) },
      {
        onSuccess: () => {
          notifySuccess(m.admin_reply_sent({ name: message.name }));
          onDone();
        },
        onError: showRefusal(form, m.admin_reply_failed(), { fields: ['body', 'stage'] }),
      },
    );

  return (
    <AdminForm form={form} onSubmit={onSubmit} className="grid gap-5">
      <p className="text-sm text-ink-soft">
        {m.admin_reply_to_lead({ email: message.email })} {LEAD_LANGUAGE_TITLES[message.locale]()}.
      </p>
      <blockquote className="max-h-32 overflow-y-auto border-l-2 border-line pl-4 text-sm whitespace-pre-line text-muted">
        {message.message}
      </blockquote>
      {drafts.data && drafts.data.length > 0 && (
        <div className="grid gap-2">
          <label htmlFor={`reply-${message.id}-template`} className="text-sm font-semibold">
            {m.admin_reply_template()}
          </label>
          <Select
            id={`reply-${message.id}-template`}
            defaultValue=""
            aria-describedby={otherLanguage ? `reply-${message.id}-template-note` : undefined}
            onChange={(event) => {
              const draft = drafts.data.find((d) => String(d.templateId) === event.target.value);
              if (!draft) return;
              setOtherLanguage(draft.locale !== message.locale);
              form.setValue('body', draft.body, { shouldDirty: true, shouldValidate: true });
            }}
          >
            <option value="">{m.admin_reply_no_template()}</option>
            {drafts.data.map((draft) => (
              <option key={draft.templateId} value={draft.templateId}>
                {draft.name}
              </option>
            ))}
          </Select>
          {otherLanguage && (
            <p id={`reply-${message.id}-template-note`} className="text-xs text-amber-900">
              {m.admin_reply_draft_other_language()}
            </p>
          )}
        </div>
      )}
      <FormField<ReplyFormInput>
        name="body"
        id={`reply-${message.id}-body`}
        label={m.admin_reply_body()}
      >
        {(control) => (
          <textarea
            {...control}
            rows={7}
            maxLength={REPLY_MAX}
            className={cn(inputClass, 'resize-y')}
          />
        )}
      </FormField>
      <FormField<ReplyFormInput>
        name="stage"
        id={`reply-${message.id}-stage`}
        label={m.admin_reply_stage()}
      >
        {(control) => (
          <Select {...control}>
            <option value="">
              {message.stage === 'new' ? m.admin_reply_stage_auto() : m.admin_reply_stage_keep()}
            </option>
            {LEAD_STAGES.map((stage) => (
              <option key={stage.value} value={stage.value}>
                {stageLabel(stage.value)}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <FormActions
        onCancel={onDone}
        pending={send.isPending}
        disabled={empty}
        submitLabel={m.admin_reply_submit()}
        pendingLabel={m.admin_sending()}
      />
    </AdminForm>
  );
}
