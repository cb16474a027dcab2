import { LOCALES, type Locale } from '@prism/contracts';
import {
  PAGE_LIMITS,
  recordPath,
  type PageAnswer,
  type PageFields,
  type PageKind,
} from '@prism/contracts/pages';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { EditableFor } from '~/admin/shared/read-only';
import { notifyFailure, notifySuccess } from '~/admin/shared/notify';
import { can, useSession } from '~/admin/shared/session';
import { Button } from '~/components/ui/button';
import { Spinner } from '~/components/ui/spinner';
import { toast } from '~/lib/toast-store';
import { cn } from '~/lib/cn';
import { m } from '~/paraglide/messages';
import { BlockListEditor } from './block-list-editor';
import { PageEditorProvider } from './editor-context';
import { LivePreview } from '~/admin/shared/live-preview';
import { draftAfterSave, emptyPageFields, fieldsOfPage, pagePatchOf } from './page-draft';
import { fieldKey, fieldRefusals, type FieldRefusal } from './page-errors';
import { languageName, pageFieldLabel } from './page-field-label';
import { LocalTextField } from './page-fields';
import { focusField, PagePublication, PageSchedule } from './page-publication';
import { editPath, renderPreview, useCreatePage, usePatchPage } from './pages';
import { PostFields } from './post-fields';

/**
 * A page's editor (docs/product.md#admin-pages): its texts and blocks in the language
 * chosen (French first) beside the live preview; "Save" sends the fields changed since the
 * page was read (a new page: all of them). A refusal is shown on the block and field it
 * names. An existing page's publication per language and schedule follow the form. A
 * journal post (`kind` post) has its byline, day, category, cover and related projects too.
 */
export function PageEditor({ page, kind = 'page' }: { page?: PageAnswer; kind?: PageKind }) {
  const { session } = useSession();
  const edits = can(session, page ? 'edit_portfolio' : 'add_portfolio');
  const [saved, setSaved] = useState<PageFields>(() =>
    page ? fieldsOfPage(page) : emptyPageFields(kind),
  );
  const [draft, setDraft] = useState<PageFields>(saved);
  const [locale, setLocale] = useState<Locale>('fr');
  const [previewLocale, setPreviewLocale] = useState<Locale>('fr');
  const [refused, setRefused] = useState<FieldRefusal[]>([]);
  const refusals = useMemo(() => new Map(refused.map((r) => [fieldKey(r), r])), [refused]);
  const patch = pagePatchOf(saved, draft);
  const navigate = useNavigate();
  const create = useCreatePage();
  const update = usePatchPage(page?.id ?? 0);
  // A created page's form stays locked until its editor replaces it: the route changes in a
  // transition, and anything typed here meanwhile would be dropped with this form.
  const busy = create.isPending || create.isSuccess || update.isPending;

  const showLanguage = (next: Locale) => {
    setLocale(next);
    setPreviewLocale(next);
  };

  const onRefused = (error: unknown, sent: PageFields) => {
    const fields = fieldRefusals(error, sent.blocks);
    setRefused(fields);
    const first = fields[0];
    if (!first) {
      notifyFailure(m.pages_save_failed(), error, m.pages_save_failed());
      return;
    }
    toast({
      title: m.pages_save_failed(),
      description: m.pages_refused_fields({
        fields: fields.map((f) => pageFieldLabel(f.path, draft.blocks, f.locale)).join(' · '),
      }),
      variant: 'destructive',
    });
    if (first.locale) showLanguage(first.locale);
    requestAnimationFrame(() => focusField(first));
  };

  const onSave = () => {
    const sent = structuredClone(draft);
    if (!page) {
      create.mutate(sent, {
        onSuccess: (created) => {
          notifySuccess(created.kind === 'post' ? m.pages_journal_created() : m.pages_created());
          void navigate(editPath(created));
        },
        onError: (error) => onRefused(error, sent),
      });
      return;
    }
    if (!patch) return;
    update.mutate(patch, {
      onSuccess: (answer) => {
        const now = fieldsOfPage(answer);
        setSaved(now);
        setDraft((current) => draftAfterSave(sent, current, now));
        setRefused([]);
        notifySuccess(m.pages_saved());
      },
      onError: (error) => onRefused(error, sent),
    });
  };

  const set =
    <K extends keyof PageFields>(name: K) =>
    (value: PageFields[K]) =>
      setDraft((current) => ({ ...current, [name]: value }));
  const errorCount = (blockId: string) =>
    refused.filter((r) => r.path.startsWith(`blocks.${blockId}.`) || r.path === `blocks.${blockId}`)
      .length;

  return (
    <PageEditorProvider value={{ locale, refusals, disabled: !edits || busy }}>
      <div className="grid gap-8 xl:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] xl:items-start">
        <div className="grid gap-8">
          <LanguageSwitch locale={locale} onChange={showLanguage} />
          <EditableFor
            permission={page ? 'edit_portfolio' : 'add_portfolio'}
            className="grid gap-8"
          >
            <section
              aria-labelledby="page-texts-heading"
              className="grid gap-5 rounded-3xl border border-line bg-white p-6 shadow-sm"
            >
              <h2 id="page-texts-heading" className="font-display text-2xl">
                {m.pages_texts_heading({ language: languageName(locale) })}
              </h2>
              <LocalTextField
                path="title"
                label={m.pages_field_title()}
                value={draft.title}
                max={PAGE_LIMITS.title}
                onChange={set('title')}
              />
              <LocalTextField
                path="slug"
                label={m.pages_field_slug()}
                hint={
                  draft.slug[locale]
                    ? recordPath(draft.kind, locale, draft.slug[locale])
                    : m.pages_slug_from_title()
                }
                value={draft.slug}
                max={PAGE_LIMITS.title}
                onChange={set('slug')}
              />
              <LocalTextField
                path="metaTitle"
                label={m.pages_field_meta_title()}
                value={draft.metaTitle}
                max={PAGE_LIMITS.metaTitle}
                onChange={set('metaTitle')}
              />
              <LocalTextField
                path="metaDescription"
                label={m.pages_field_meta_description()}
                value={draft.metaDescription}
                max={PAGE_LIMITS.metaDescription}
                multiline
                onChange={set('metaDescription')}
              />
            </section>
            {draft.kind === 'post' && (
              <PostFields
                draft={draft}
                onChange={(change) => setDraft((current) => ({ ...current, ...change }))}
              />
            )}
            <BlockListEditor
              blocks={draft.blocks}
              onChange={set('blocks')}
              errorCount={errorCount}
            />
            <div className="sticky bottom-4 z-10 flex flex-wrap items-center gap-3 rounded-2xl border border-line bg-white/95 p-3 shadow-lg">
              <Button onClick={onSave} disabled={busy || (page !== undefined && !patch)}>
                {busy && <Spinner className="size-4" />}
                {busy ? m.pages_saving() : page ? m.pages_save() : m.pages_create()}
              </Button>
              <p className="text-sm text-muted" role="status">
                {page && (patch ? m.pages_unsaved() : m.pages_all_saved())}
              </p>
            </div>
          </EditableFor>
          {page && (
            <EditableFor permission="edit_portfolio" className="grid gap-8 lg:grid-cols-2">
              <PagePublication
                page={page}
                draft={draft}
                unsaved={patch !== null}
                onShowLanguage={showLanguage}
              />
              <PageSchedule page={page} />
            </EditableFor>
          )}
        </div>
        <div className="xl:sticky xl:top-8">
          <LivePreview
            draft={draft}
            render={renderPreview}
            locale={previewLocale}
            onLocaleChange={setPreviewLocale}
            frameTitle={(language) => m.pages_preview_frame({ language })}
          />
        </div>
      </div>
    </PageEditorProvider>
  );
}

/** Which language's texts the form shows; the preview follows. */
function LanguageSwitch({ locale, onChange }: { locale: Locale; onChange: (l: Locale) => void }) {
  return (
    <div
      role="group"
      aria-label={m.pages_editing_language()}
      className="flex flex-wrap items-center gap-3"
    >
      <span aria-hidden className="text-sm font-semibold">
        {m.pages_editing_language()}
      </span>
      <div className="inline-flex rounded-full border border-line bg-white p-1">
        {LOCALES.map((l) => (
          <button
            key={l}
            type="button"
            aria-pressed={locale === l}
            onClick={() => onChange(l)}
            className={cn(
              'min-h-11 rounded-full px-4 text-sm font-medium focus-visible:ring-2 focus-visible:ring-ink focus-visible:outline-none',
              locale === l ? 'bg-ink text-paper' : 'text-ink-soft hover:bg-paper-deep',
            )}
          >
            {languageName(l)}
          </button>
        ))}
      </div>
    </div>
  );
}
