import { LIMITS, type ContactMessageAnswer } from '@prism/contracts';
import { useFormState } from 'react-hook-form';
import { AdminForm, changedFields, FormField, showRefusal, useZodForm } from '~/admin/shared/form';
import { FormActions } from '~/admin/shared/form-actions';
import { notifySuccess } from '~/admin/shared/notify';
import { m } from '~/paraglide/messages';
import {
  CORRECT_FORM_FIELDS,
  correctFormDefaults,
  correctFormSchema,
  type CorrectFormInput,
  type CorrectFormOutput,
} from './correct-form';
import { LeadDialog, type LeadDialogProps } from './lead-dialog';
import { useCorrectLead } from './messages';

/**
 * Corrects what a lead says about the person (rectification, docs/privacy.md): name,
 * e-mail and company; only the fields changed are sent, and the server audits the change.
 */
export function CorrectDialog(props: LeadDialogProps) {
  return (
    <LeadDialog
      {...props}
      title={(name) => m.admin_correct_title({ name })}
      description={m.admin_correct_description()}
      className="sm:max-w-lg"
    >
      {(lead) => <CorrectForm key={lead.id} message={lead} onDone={props.onClose} />}
    </LeadDialog>
  );
}

function CorrectForm({ message, onDone }: { message: ContactMessageAnswer; onDone: () => void }) {
  const correct = useCorrectLead();
  const form = useZodForm(correctFormSchema, correctFormDefaults(message));
  const { dirtyFields } = useFormState({ control: form.control });
  const changed = CORRECT_FORM_FIELDS.some((field) => dirtyFields[field]);

  const onSubmit = (values: CorrectFormOutput) =>
    correct.mutate(
      { id: message.id, ...changedFields(values, dirtyFields) },
      {
        onSuccess: (saved) => {
          notifySuccess(m.admin_correct_saved({ name: saved.name }));
          onDone();
        },
        onError: showRefusal(form, m.admin_correct_failed(), { fields: [...CORRECT_FORM_FIELDS] }),
      },
    );

  const id = (field: string) => `correct-${message.id}-${field}`;
  return (
    <AdminForm form={form} onSubmit={onSubmit} className="grid gap-5">
      <FormField<CorrectFormInput>
        name="name"
        id={id('name')}
        label={m.admin_correct_name()}
        autoComplete="off"
        maxLength={LIMITS.contact.name}
      />
      <FormField<CorrectFormInput>
        name="email"
        id={id('email')}
        label={m.admin_correct_email()}
        type="email"
        autoComplete="off"
        maxLength={LIMITS.contact.email}
      />
      <FormField<CorrectFormInput>
        name="company"
        id={id('company')}
        label={m.admin_correct_company()}
        autoComplete="off"
        maxLength={LIMITS.contact.company}
      />
      <FormActions
        onCancel={onDone}
        pending={correct.isPending}
        disabled={!changed}
        submitLabel={m.admin_correct_submit()}
        pendingLabel={m.admin_saving()}
      />
    </AdminForm>
  );
}
