import type { FocalPoint, Locale, RecordUse } from '@prism/contracts';
import {
  MEDIA_LIMITS,
  type MediaAssetDetail,
  type MediaPatchInput,
} from '@prism/contracts/media-library';
import { useQuery } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ApiError } from '~/admin/shared/api';
import { displayUrl, FocalPicker } from '~/admin/shared/focal-picker';
import { formatDate, formatMegabytes } from '~/admin/shared/format';
import { LoadError } from '~/admin/shared/load-error';
import { notifyFailure, notifySuccess } from '~/admin/shared/notify';
import { PermittedButton } from '~/admin/shared/permitted-button';
import { Writes } from '~/admin/shared/read-only';
import { ConfirmDialog } from '~/components/ui/alert-dialog';
import { Button } from '~/components/ui/button';
import { Field, inputClass } from '~/components/ui/field';
import { m } from '~/paraglide/messages';
import { mediaAssetQuery, useDeleteMedia, usePatchMedia, useReplaceMedia } from './media';

/** French first: the admin's first language (docs/product.md). */
const LANGUAGES: readonly { locale: Locale; label: () => string }[] = [
  { locale: 'fr', label: m.media_language_fr },
  { locale: 'en', label: m.media_language_en },
];

type Texts = Pick<MediaAssetDetail, 'alt' | 'caption'>;

const KIND_LABELS: Partial<Record<string, () => string>> = {
  page: m.media_use_page,
  project: m.media_use_project,
  'project-gallery': m.media_use_project_gallery,
  'project-pair': m.media_use_project_pair,
  logo: m.media_use_logo,
};

/** One image of the library: its texts per language, focal point, uses, new file, delete. */
export function MediaPanel({ id, onDeleted }: { id: number; onDeleted: () => void }) {
  const asset = useQuery(mediaAssetQuery(id));
  if (asset.isPending) return <p className="text-muted">{m.media_loading()}</p>;
  if (asset.isError) {
    return (
      <LoadError what={m.media_what()} error={asset.error} onRetry={() => void asset.refetch()} />
    );
  }
  // A fresh form per image: what the person typed never carries over to another one.
  return <AssetEditor key={asset.data.id} asset={asset.data} onDeleted={onDeleted} />;
}

function AssetEditor({ asset, onDeleted }: { asset: MediaAssetDetail; onDeleted: () => void }) {
  const formId = useId();
  /** The texts and version the person's edit started from: a save sends what differs. */
  const [base, setBase] = useState<Texts & { version: number }>(asset);
  const [texts, setTexts] = useState<Texts>(asset);
  const [conflict, setConflict] = useState<string | null>(null);
  const patch = usePatchMedia(asset.id);
  const replace = useReplaceMedia(asset.id);
  const file = useRef<HTMLInputElement>(null);
  const [refusedUses, setRefusedUses] = useState<RecordUse[] | null>(null);
  const del = useDeleteMedia();
  const [confirming, setConfirming] = useState(false);

  const changes = (): MediaPatchInput => {
    const body: MediaPatchInput = { version: base.version };
    for (const part of ['alt', 'caption'] as const) {
      for (const { locale } of LANGUAGES) {
        if (texts[part][locale] !== base[part][locale]) {
          body[part] = { ...body[part], [locale]: texts[part][locale] };
        }
      }
    }
    return body;
  };
  const dirty = Object.keys(changes()).length > 1;

  const save = (event: React.SyntheticEvent) => {
    event.preventDefault();
    setConflict(null);
    patch.mutate(changes(), {
      onSuccess: (saved) => {
        setBase(saved);
        // A colleague's changes to other fields arrive with the answer.
        setTexts((now) => mergeTexts(now, base, saved));
        notifySuccess(m.media_saved());
      },
      onError: (error) => {
        if (error instanceof ApiError && error.body?.code === 'edit_conflict') {
          const fields = (error.body.conflicts ?? []).map((c) => fieldLabel(c.field));
          setConflict(m.media_conflict({ fields: fields.join(', ') }));
          // Their version becomes the base: saving again keeps what the person typed.
          void fetchLatest();
          return;
        }
        notifyFailure(m.media_save_failed(), error);
      },
    });
  };
  const latest = useQuery({ ...mediaAssetQuery(asset.id), enabled: false });
  const fetchLatest = async () => {
    const fresh = (await latest.refetch()).data;
    if (fresh) setBase(fresh);
  };

  const setFocal = (focal: FocalPoint) =>
    patch.mutate(
      { version: asset.version, focal },
      {
        onSuccess: (saved) => {
          if (!dirty) setBase(saved);
          notifySuccess(m.media_focal_saved());
        },
        onError: (error) => notifyFailure(m.media_save_failed(), error),
      },
    );

  const replaceFile = (chosen: File | undefined) => {
    if (!chosen) return;
    replace.mutate(chosen, {
      onSuccess: (saved) => {
        setBase((now) => ({ ...now, version: saved.version }));
        notifySuccess(m.media_replaced({ name: saved.fileName }));
      },
      onError: (error) => notifyFailure(m.media_replace_failed(), error),
      onSettled: () => {
        if (file.current) file.current.value = '';
      },
    });
  };

  const confirmDelete = () =>
    del.mutate(asset.id, {
      onSuccess: () => {
        notifySuccess(m.media_deleted());
        onDeleted();
      },
      onError: (error) => {
        // Used since the panel was read: the refusal lists where.
        if (error instanceof ApiError && error.body?.code === 'in_use') {
          setRefusedUses(error.body.uses ?? []);
        }
        notifyFailure(m.media_delete_failed(), error);
      },
      onSettled: () => setConfirming(false),
    });
  const uses = refusedUses ?? asset.uses;

  return (
    <div className="grid gap-6" data-testid="media-panel">
      <header className="grid gap-1">
        <h2 className="font-display text-2xl break-all">{asset.fileName}</h2>
        <p className="text-sm text-muted">
          {m.media_facts({
            width: asset.image.width,
            height: asset.image.height,
            size: formatMegabytes(asset.bytes),
            date: formatDate(asset.createdAt),
          })}
        </p>
      </header>

      <Writes>
        <form id={formId} onSubmit={save} className="grid gap-5">
          {LANGUAGES.map(({ locale, label }) => (
            <fieldset key={locale} className="grid gap-3 rounded-2xl border border-line p-4">
              <legend className="px-1 text-sm font-semibold">{label()}</legend>
              <Field id={`${formId}-alt-${locale}`} label={m.media_alt()} hint={m.media_alt_hint()}>
                <input
                  id={`${formId}-alt-${locale}`}
                  lang={locale}
                  className={inputClass}
                  maxLength={MEDIA_LIMITS.alt}
                  value={texts.alt[locale]}
                  onChange={(e) =>
                    setTexts({ ...texts, alt: { ...texts.alt, [locale]: e.target.value } })
                  }
                />
              </Field>
              <Field id={`${formId}-caption-${locale}`} label={m.media_caption()}>
                <textarea
                  id={`${formId}-caption-${locale}`}
                  lang={locale}
                  rows={2}
                  className={inputClass}
                  maxLength={MEDIA_LIMITS.caption}
                  value={texts.caption[locale]}
                  onChange={(e) =>
                    setTexts({
                      ...texts,
                      caption: { ...texts.caption, [locale]: e.target.value },
                    })
                  }
                />
              </Field>
            </fieldset>
          ))}
          {conflict && (
            <p role="alert" className="rounded-2xl bg-amber-50 px-4 py-3 text-sm">
              {conflict}
            </p>
          )}
          <Button type="submit" className="justify-self-start" disabled={!dirty || patch.isPending}>
            {patch.isPending ? m.media_saving() : m.media_save()}
          </Button>
        </form>
      </Writes>

      <section aria-labelledby={`${formId}-focal`} className="grid gap-3">
        <h3 id={`${formId}-focal`} className="font-display text-lg">
          {m.editor_focal_title()}
        </h3>
        <p className="text-sm text-muted">{m.media_focal_help()}</p>
        <Writes>
          <FocalPicker
            url={displayUrl(asset.image, asset.imageUrl)}
            point={asset.image.focal}
            onChange={setFocal}
          />
        </Writes>
      </section>

      <section aria-labelledby={`${formId}-uses`} className="grid gap-2">
        <h3 id={`${formId}-uses`} className="font-display text-lg">
          {m.media_uses_title()}
        </h3>
        {uses.length === 0 ? (
          <p className="text-sm text-muted">{m.media_uses_none()}</p>
        ) : (
          <ul className="grid gap-1 text-sm">
            {uses.map((use) => (
              <li key={`${use.kind}-${use.id}`}>
                <span className="text-muted">{(KIND_LABELS[use.kind] ?? (() => use.kind))()}</span>{' '}
                <Link to={use.adminPath} className="font-medium underline underline-offset-2">
                  {use.label}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>

      <Writes>
        <div className="flex flex-wrap gap-3 border-t border-line pt-5">
          <input
            ref={file}
            type="file"
            accept="image/jpeg,image/png,image/webp,image/avif,image/gif"
            className="sr-only"
            tabIndex={-1}
            aria-hidden
            onChange={(e) => replaceFile(e.target.files?.[0])}
          />
          <Button
            variant="secondary"
            disabled={replace.isPending}
            onClick={() => file.current?.click()}
          >
            {replace.isPending ? m.media_replacing() : m.media_replace()}
          </Button>
          <PermittedButton
            permission="delete_portfolio"
            variant="ghost"
            disabled={uses.length > 0}
            onClick={() => setConfirming(true)}
          >
            {m.media_delete()}
          </PermittedButton>
        </div>
        {uses.length > 0 && <p className="text-sm text-muted">{m.media_delete_in_use()}</p>}
        {replace.isPending || <p className="text-sm text-muted">{m.media_replace_help()}</p>}
      </Writes>
      <ConfirmDialog
        open={confirming}
        onOpenChange={(open) => {
          if (!open && !del.isPending) setConfirming(false);
        }}
        title={m.admin_confirm_title()}
        description={m.media_delete_text({ name: asset.fileName })}
        pending={del.isPending}
        onConfirm={confirmDelete}
      />
    </div>
  );
}

/** The typed texts, with the fields the person left alone taken from the saved answer. */
function mergeTexts(now: Texts, base: Texts, saved: Texts): Texts {
  const pick = (part: 'alt' | 'caption', locale: Locale) =>
    now[part][locale] === base[part][locale] ? saved[part][locale] : now[part][locale];
  return {
    alt: { fr: pick('alt', 'fr'), en: pick('alt', 'en') },
    caption: { fr: pick('caption', 'fr'), en: pick('caption', 'en') },
  };
}

function fieldLabel(field: string): string {
  const [part, locale] = field.split('.');
  const language = locale === 'fr' ? m.media_language_fr() : m.media_language_en();
  if (part === 'alt') return `${m.media_alt()} (${language})`;
  if (part === 'caption') return `${m.media_caption()} (${language})`;
  return m.editor_focal_title();
}
