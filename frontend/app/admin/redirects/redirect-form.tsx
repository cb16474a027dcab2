import {
  REDIRECT_LIMITS,
  redirectBodySchema,
  type RedirectAnswer,
  type RedirectStatus,
} from '@prism/contracts';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import { AdminForm, FormField, showRefusal } from '~/admin/shared/form';
import { notifySuccess } from '~/admin/shared/notify';
import { Button } from '~/components/ui/button';
import { Select } from '~/components/ui/select';
import { m } from '~/paraglide/messages';
import { useSaveRedirect } from './redirects';

/**
 * The redirect form's rules: the server's own for each path; the status select holds its
 * value as text ('301', '302'), sent as the number the API takes.
 */
export const redirectFormSchema = redirectBodySchema.extend({
  status: z.enum(['301', '302']).transform((status) => Number(status) as RedirectStatus),
});
export type RedirectFormInput = z.input<typeof redirectFormSchema>;
export type RedirectFormOutput = z.output<typeof redirectFormSchema>;

/** What the form shows: a new redirect (empty, 301), one from the 404 log, or one to edit. */
export const redirectDraft = (
  redirect: Partial<Pick<RedirectAnswer, 'fromPath' | 'toPath' | 'status'>> = {},
): RedirectFormInput => ({
  fromPath: redirect.fromPath ?? '',
  toPath: redirect.toPath ?? '',
  status: redirect.status === 302 ? '302' : '301',
});

/** Adds a redirect, or changes the one being edited (`editing`: its id). */
export function RedirectForm({
  form,
  editing,
  onDone,
}: {
  form: UseFormReturn<RedirectFormInput, unknown, RedirectFormOutput>;
  editing: number | undefined;
  onDone: () => void;
}) {
  const save = useSaveRedirect();
  const [fromPath, toPath] = useWatch({ control: form.control, name: ['fromPath', 'toPath'] });

  const onSubmit = (body: RedirectFormOutput) =>
    save.mutate(
      { id: editing, body },
      {
        onSuccess: () => {
          notifySuccess(m.admin_redirects_saved());
          onDone();
        },
        onError: showRefusal(form, m.admin_redirects_save_failed()),
      },
    );

  return (
    <AdminForm
      form={form}
      onSubmit={onSubmit}
      id="redirect-form"
      aria-labelledby="redirect-form-title"
      className="grid gap-5 rounded-3xl border border-line bg-white p-6 shadow-sm"
    >
      <h2 id="redirect-form-title" className="font-display text-xl">
        {editing === undefined ? m.admin_redirects_form() : m.admin_redirects_form_edit()}
      </h2>
      <div className="grid gap-5 md:grid-cols-[1fr_1fr_12rem]">
        <FormField<RedirectFormInput>
          name="fromPath"
          id="redirect-from"
          label={m.admin_redirects_from()}
          placeholder={m.admin_redirects_from_hint()}
          maxLength={REDIRECT_LIMITS.path}
        />
        <FormField<RedirectFormInput>
          name="toPath"
          id="redirect-to"
          label={m.admin_redirects_to()}
          placeholder="/fr/"
          maxLength={REDIRECT_LIMITS.path}
        />
        <FormField<RedirectFormInput>
          name="status"
          id="redirect-status"
          label={m.admin_redirects_status()}
        >
          {(control) => (
            <Select {...control}>
              <option value="301">{m.admin_redirects_status_301()}</option>
              <option value="302">{m.admin_redirects_status_302()}</option>
            </Select>
          )}
        </FormField>
      </div>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={save.isPending}>
          {editing === undefined ? m.admin_redirects_add() : m.admin_redirects_save()}
        </Button>
        {(editing !== undefined || fromPath || toPath) && (
          <Button type="button" variant="ghost" onClick={onDone}>
            {m.admin_redirects_cancel()}
          </Button>
        )}
      </div>
    </AdminForm>
  );
}
