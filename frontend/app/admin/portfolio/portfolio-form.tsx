import {
  CASE_STUDY_LIMITS,
  LIMITS,
  PORTFOLIO_CATEGORIES,
  type PortfolioItemAnswer,
  type PortfolioUpdateInput,
} from '@prism/contracts';
import type { MediaAssetDetail } from '@prism/contracts/media-library';
import { categoryLabel } from '~/admin/shared/options';
import { useMemo, useState } from 'react';
import { Controller } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import {
  AdminForm,
  changedFields,
  showRefusal,
  FormCheckbox,
  FormField,
  useFreshUntouched,
  useZodForm,
} from '~/admin/shared/form';
import { ChooseFromLibrary } from '~/admin/media/choose-from-library';
import { ImagePicker } from './image-picker';
import { DraftReporter } from './project-draft';
import { UploadProgress } from './upload-progress';
import { ConfirmDialog } from '~/components/ui/alert-dialog';
import { Button, buttonClass } from '~/components/ui/button';
import { Field, inputClass } from '~/components/ui/field';
import { Select } from '~/components/ui/select';
import { Spinner } from '~/components/ui/spinner';
import { notifyFailure, notifySuccess } from '~/admin/shared/notify';
import { refusedTitle, showLanguageRefusal } from './live-languages';
import { useDeletePortfolioImage, useSavePortfolioItem } from './portfolio';
import {
  portfolioFormDefaults,
  portfolioFormSchema,
  toPortfolioFormData,
  type PortfolioFormInput,
  type PortfolioFormOutput,
} from './portfolio-form-schema';
import { cn } from '~/lib/cn';
import { m } from '~/paraglide/messages';

const TEXT_FIELDS = [
  'title',
  'client',
  'description',
  'category',
  'year',
  'featured',
  'status',
  'coverAlt',
  'titleFr',
  'descriptionFr',
] as const;

/**
 * One form for both modes (docs/product.md#admin-portfolio): create needs an image (a file
 * or a media library image); edit keeps the stored image unless a new one is chosen, can
 * delete it on its own, and then sends noImage.
 */
export function PortfolioForm({ item }: { item?: PortfolioItemAnswer }) {
  const mode = item ? 'edit' : 'create';
  const navigate = useNavigate();
  const [progress, setProgress] = useState<number | null>(null);
  const [imageDeleted, setImageDeleted] = useState(false);
  const [confirmImageDelete, setConfirmImageDelete] = useState(false);
  // The library image chosen in this form, for its preview until the save.
  const [picked, setPicked] = useState<MediaAssetDetail | null>(null);
  const save = useSavePortfolioItem(setProgress);
  const deleteImage = useDeletePortfolioImage();
  const schema = useMemo(() => portfolioFormSchema(mode), [mode]);
  const defaults = portfolioFormDefaults(item);
  const form = useZodForm(schema, defaults);
  useFreshUntouched(form, defaults);
  // Read while rendering: react-hook-form keeps the marks up to date only for what is read.
  const { dirtyFields } = form.formState;

  const texts =
    mode === 'create'
      ? {
          success: m.editor_form_created(),
          failure: m.editor_form_create_failed(),
        }
      : {
          success: m.editor_form_updated(),
          failure: m.editor_form_update_failed(),
        };

  const onSubmit = (values: PortfolioFormOutput) => {
    setProgress(0);
    // An edit sends only what the person changed here; a new item, everything.
    const sent = item ? changedFields(values, dirtyFields) : values;
    save.mutate(
      { id: item?.id, form: toPortfolioFormData(sent, { imageDeleted }) },
      {
        // A new item goes on to its case study, the next thing to fill in; an edit is done.
        onSuccess: (saved) => {
          notifySuccess(texts.success);
          void navigate(
            mode === 'create' ? `/admin/portfolio/edit/${saved.id}#case-study` : '/admin/portfolio',
          );
        },
        onError: (error) => {
          const refused = showLanguageRefusal(error, {
            title: (language) => refusedTitle(item, language),
            form,
            fieldOf: ({ revisionField }) =>
              (TEXT_FIELDS as readonly string[]).includes(revisionField) ? revisionField : null,
          });
          if (!refused) {
            showRefusal(form, texts.failure, { fallback: texts.failure, fields: TEXT_FIELDS })(
              error,
            );
          }
        },
        onSettled: () => setProgress(null),
      },
    );
  };

  const onDeleteImage = () => {
    if (!item) return;
    deleteImage.mutate(item.id, {
      onSuccess: () => {
        setImageDeleted(true);
        notifySuccess(m.editor_image_deleted());
      },
      onError: (error) =>
        notifyFailure(m.editor_image_delete_failed(), error, m.editor_image_delete_failed()),
      onSettled: () => setConfirmImageDelete(false),
    });
  };

  // Saved, the form stays locked until the next screen replaces it (the route changes in a
  // transition): anything typed here meanwhile would be dropped with this form.
  const busy = save.isPending || save.isSuccess;
  const imageError = form.formState.errors.image?.message;
  const existingUrl = imageDeleted ? null : (item?.imageUrl ?? null);
  const fromLibrary = (asset: MediaAssetDetail) => {
    setPicked(asset);
    form.setValue('image', asset.id, {
      shouldDirty: true,
      shouldValidate: form.formState.isSubmitted,
    });
    // The library's words for the image, unless the project has its own.
    if (!form.getValues('coverAlt') && asset.alt.en) {
      form.setValue('coverAlt', asset.alt.en, { shouldDirty: true });
    }
  };

  return (
    <AdminForm
      form={form}
      onSubmit={onSubmit}
      aria-label={mode === 'create' ? m.editor_form_add_label() : m.editor_form_edit_label()}
      className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start"
    >
      <section className="grid gap-6 rounded-3xl border border-line bg-white p-6 shadow-sm sm:p-8">
        <DraftReporter part="fields" control={form.control} toDraft={fieldsDraft} />
        <FormField<PortfolioFormInput>
          name="title"
          id="portfolio-title"
          label={m.editor_field_title()}
          maxLength={LIMITS.portfolio.title}
        />
        <div className="grid gap-6 sm:grid-cols-2">
          <FormField<PortfolioFormInput>
            name="client"
            id="portfolio-client"
            label={m.editor_form_client()}
            maxLength={LIMITS.portfolio.client}
          />
          <FormField<PortfolioFormInput>
            name="category"
            id="portfolio-category"
            label={m.editor_list_category()}
          >
            {(control) => (
              <Select {...control}>
                <option value="">{m.editor_form_select_category()}</option>
                {PORTFOLIO_CATEGORIES.map((c) => (
                  <option key={c.value} value={c.value}>
                    {categoryLabel(c.value)}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
        </div>
        <FormField<PortfolioFormInput>
          name="description"
          id="portfolio-description"
          label={m.editor_field_description()}
        >
          {(control) => (
            <textarea
              {...control}
              rows={7}
              maxLength={LIMITS.portfolio.description}
              className={cn(inputClass, 'resize-y')}
            />
          )}
        </FormField>
        {/* French first on the public site; labelled in French for the translator. */}
        <FormField<PortfolioFormInput>
          name="titleFr"
          id="portfolio-title-fr"
          label={m.editor_form_title_fr()}
          lang="fr-CA"
          maxLength={LIMITS.portfolio.title}
        />
        <FormField<PortfolioFormInput>
          name="descriptionFr"
          id="portfolio-description-fr"
          label={m.editor_form_description_fr()}
        >
          {(control) => (
            <textarea
              {...control}
              lang="fr-CA"
              rows={7}
              maxLength={LIMITS.portfolio.description}
              className={cn(inputClass, 'resize-y')}
            />
          )}
        </FormField>
        <div className="grid gap-6 sm:grid-cols-2 sm:items-end">
          <FormField<PortfolioFormInput>
            name="year"
            id="portfolio-year"
            label={m.editor_col_year()}
            inputMode="numeric"
            maxLength={4}
          />
          <FormCheckbox<PortfolioFormInput>
            name="featured"
            id="portfolio-featured"
            label={m.editor_featured()}
            note={m.editor_form_featured_note()}
          />
        </div>
      </section>

      <aside className="grid gap-6 lg:sticky lg:top-8">
        <section className="grid gap-4 rounded-3xl border border-line bg-white p-6 shadow-sm">
          <Field id="portfolio-image" label={m.editor_form_image()} error={imageError}>
            <Controller
              control={form.control}
              name="image"
              render={({ field }) => {
                const chosenId = typeof field.value === 'number' ? field.value : null;
                const libraryCover =
                  chosenId !== null ||
                  (field.value === null && !imageDeleted && Boolean(item?.coverMediaId));
                return (
                  <div className="grid gap-3">
                    <ImagePicker
                      id="portfolio-image"
                      file={field.value instanceof File ? field.value : null}
                      onFileChange={field.onChange}
                      existingUrl={chosenId !== null ? (picked?.imageUrl ?? null) : existingUrl}
                      onDeleteExisting={
                        item && chosenId === null ? () => setConfirmImageDelete(true) : undefined
                      }
                      deletingExisting={deleteImage.isPending}
                      disabled={busy}
                      error={imageError}
                    />
                    {libraryCover && (
                      <p className="text-xs text-muted">{m.media_cover_from_library()}</p>
                    )}
                    <div>
                      <ChooseFromLibrary
                        selectedId={chosenId ?? item?.coverMediaId ?? null}
                        onChoose={fromLibrary}
                        disabled={busy}
                      />
                    </div>
                  </div>
                );
              }}
            />
          </Field>
          <FormField<PortfolioFormInput>
            name="coverAlt"
            id="portfolio-cover-alt"
            label={m.editor_field_cover_alt()}
            maxLength={CASE_STUDY_LIMITS.alt}
            placeholder={m.editor_form_cover_alt_placeholder()}
          />
          {progress !== null && <UploadProgress fraction={progress} label={m.editor_uploading()} />}
        </section>
        <section className="grid gap-2 rounded-3xl border border-line bg-white p-6 shadow-sm">
          <FormField<PortfolioFormInput>
            name="status"
            id="portfolio-status"
            label={m.editor_form_status()}
          >
            {(control) => (
              <Select {...control}>
                <option value="draft">{m.editor_form_status_draft()}</option>
                <option value="published">{m.editor_form_status_published()}</option>
              </Select>
            )}
          </FormField>
        </section>
        <div className="flex flex-col-reverse gap-3 sm:flex-row lg:flex-col-reverse">
          <Link
            to="/admin/portfolio"
            className={buttonClass({ variant: 'secondary', className: 'sm:flex-1 lg:flex-none' })}
          >
            {m.editor_cancel()}
          </Link>
          <Button type="submit" disabled={busy} className="sm:flex-1 lg:flex-none">
            {busy && <Spinner className="size-4" />}
            {busy
              ? m.editor_saving()
              : mode === 'create'
                ? m.editor_form_create()
                : m.editor_form_update()}
          </Button>
        </div>
      </aside>

      <ConfirmDialog
        open={confirmImageDelete}
        onOpenChange={(open) => {
          if (!open && !deleteImage.isPending) setConfirmImageDelete(false);
        }}
        title={m.editor_form_image_delete_title()}
        description={m.editor_form_image_delete_text()}
        pending={deleteImage.isPending}
        onConfirm={onDeleteImage}
      />
    </AdminForm>
  );
}

/**
 * The texts changed here as the save sends them (featured as text; a new image shows once
 * saved). Unchecked: the API checks a preview's draft as it checks a save, naming a bad field.
 */
function fieldsDraft(values: PortfolioFormInput, dirty: object): PortfolioUpdateInput {
  const { image: _image, featured, ...texts } = changedFields(values, dirty);
  return {
    ...texts,
    ...(featured === undefined ? {} : { featured: String(featured) }),
  } as PortfolioUpdateInput;
}
