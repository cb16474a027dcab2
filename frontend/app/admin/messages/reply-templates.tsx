import {
  LOCALE_TAGS,
  REPLY_MAX,
  REPLY_TEMPLATE_NAME_MAX,
  replyTemplateInputSchema,
  type ReplyTemplateAnswer,
  type Locale,
  type ReplyTemplateInput,
} from '@prism/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { LuPencil, LuTrash2 } from 'react-icons/lu';
import { useConfirmedDelete } from '~/admin/shared/confirmed-delete';
import { AdminForm, showRefusal, FormField, useZodForm } from '~/admin/shared/form';
import { Button } from '~/components/ui/button';
import { inputClass } from '~/components/ui/field';
import { replyTemplatesQuery, useDeleteReplyTemplate, useSaveReplyTemplate } from './messages';
import { notifySuccess } from '~/admin/shared/notify';
import { cn } from '~/lib/cn';
import { m } from '~/paraglide/messages';
import { getLocale } from '~/paraglide/runtime';

const LANGUAGES: { locale: Locale; label: () => string }[] = [
  { locale: 'fr', label: m.admin_templates_body_fr },
  { locale: 'en', label: m.admin_templates_body_en },
];

/** What each placeholder becomes, in the admin's language (the English: REPLY_PLACEHOLDERS). */
const placeholderHelp = () =>
  m.admin_templates_placeholders({ name: '{{name}}', projectType: '{{projectType}}' });

/** Owners' reply templates (docs/product.md#lead-replies), on the settings screen. */
export function ReplyTemplatesManager() {
  const templates = useQuery(replyTemplatesQuery);
  const [editing, setEditing] = useState<ReplyTemplateAnswer | null>(null);
  const deletion = useConfirmedDelete(useDeleteReplyTemplate(), {
    describe: (row: ReplyTemplateAnswer) => m.admin_templates_delete_text({ name: row.name }),
    success: m.admin_templates_deleted(),
    failure: m.admin_templates_delete_failed(),
  });
  return (
    <section
      aria-labelledby="reply-templates-title"
      className="rounded-3xl border border-line bg-white p-6 shadow-sm sm:p-8"
    >
      <h2 id="reply-templates-title" className="font-display text-xl font-medium tracking-tight">
        {m.admin_templates_title()}
      </h2>
      <p className="mt-1 text-sm text-ink-soft">
        {m.admin_templates_intro()} {placeholderHelp()}.
      </p>
      {templates.data && templates.data.length > 0 && (
        <ul className="mt-4 grid gap-3" aria-label={m.admin_templates_list()}>
          {templates.data.map((template) => (
            <li
              key={template.id}
              className="flex flex-wrap items-start justify-between gap-2 rounded-2xl border border-line px-4 py-3"
            >
              <div className="min-w-0">
                <p className="font-semibold break-words">{template.name}</p>
                {/* The text in the admin's language, French first when the admin reads it. */}
                <p className="mt-1 line-clamp-2 text-sm break-words whitespace-pre-line text-ink-soft">
                  {template.body[getLocale()] || template.body.en}
                </p>
                {!template.body.fr.trim() && (
                  <p className="mt-1 text-xs font-semibold text-amber-900">
                    {m.admin_templates_no_french()}
                  </p>
                )}
              </div>
              <div className="flex gap-2">
                <Button variant="secondary" size="sm" onClick={() => setEditing(template)}>
                  <LuPencil aria-hidden className="size-4" />
                  {m.admin_edit()}
                  <span className="sr-only"> {template.name}</span>
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => deletion.ask(template)}
                  className="text-red-700 hover:bg-red-50 hover:text-red-800"
                >
                  <LuTrash2 aria-hidden className="size-4" />
                  {m.admin_delete()}
                  <span className="sr-only"> {template.name}</span>
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <TemplateForm key={editing?.id ?? 'new'} template={editing} onDone={() => setEditing(null)} />
      {deletion.dialog}
    </section>
  );
}

function TemplateForm({
  template,
  onDone,
}: {
  template: ReplyTemplateAnswer | null;
  onDone: () => void;
}) {
  const save = useSaveReplyTemplate();
  const empty = { name: '', body: { fr: '', en: '' } };
  const form = useZodForm(
    replyTemplateInputSchema,
    template ? { name: template.name, body: template.body } : empty,
  );
  const onSubmit = (values: ReplyTemplateInput) =>
    save.mutate(
      { ...values, ...(template ? { id: template.id } : {}) },
      {
        onSuccess: () => {
          notifySuccess(template ? m.admin_templates_saved() : m.admin_templates_added());
          form.reset(empty);
          onDone();
        },
        onError: showRefusal(form, m.admin_templates_save_failed(), {
          fields: ['name', 'body.fr', 'body.en'],
        }),
      },
    );
  return (
    <AdminForm form={form} onSubmit={onSubmit} className="mt-5 grid gap-4">
      <h3 className="text-sm font-semibold">
        {template ? m.admin_templates_edit({ name: template.name }) : m.admin_templates_add()}
      </h3>
      <FormField<ReplyTemplateInput>
        name="name"
        id="reply-template-name"
        label={m.admin_templates_name()}
      >
        {(control) => (
          <input {...control} maxLength={REPLY_TEMPLATE_NAME_MAX} className={inputClass} />
        )}
      </FormField>
      {/* French first: both are required, each filled in for leads of its language. */}
      {LANGUAGES.map(({ locale, label }) => (
        <FormField<ReplyTemplateInput>
          key={locale}
          name={`body.${locale}`}
          id={`reply-template-body-${locale}`}
          label={label()}
        >
          {(control) => (
            <textarea
              {...control}
              lang={LOCALE_TAGS[locale]}
              rows={5}
              maxLength={REPLY_MAX}
              placeholder={m.admin_templates_placeholder({
                name: '{{name}}',
                projectType: '{{projectType}}',
              })}
              className={cn(inputClass, 'resize-y')}
            />
          )}
        </FormField>
      ))}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={save.isPending}>
          {template ? m.admin_templates_save() : m.admin_templates_add_submit()}
        </Button>
        {template && (
          <Button variant="secondary" onClick={onDone}>
            {m.admin_cancel()}
          </Button>
        )}
      </div>
    </AdminForm>
  );
}
