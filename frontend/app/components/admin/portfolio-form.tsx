import { zodResolver } from '@hookform/resolvers/zod';
import {
  CASE_STUDY_LIMITS,
  LIMITS,
  PORTFOLIO_CATEGORIES,
  type PortfolioItemDto,
} from '@prism/contracts';
import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { ImagePicker } from './image-picker';
import { UploadProgress } from './upload-progress';
import { ConfirmDialog } from '~/components/ui/alert-dialog';
import { Button, buttonClass } from '~/components/ui/button';
import { errorProps, Field, inputClass } from '~/components/ui/field';
import { Select } from '~/components/ui/select';
import { Spinner } from '~/components/ui/spinner';
import { ApiError } from '~/lib/admin/api';
import { notifyFailure, notifySuccess } from '~/lib/admin/notify';
import { useDeletePortfolioImage, useSavePortfolioItem } from '~/lib/admin/portfolio';
import {
  portfolioFormDefaults,
  portfolioFormSchema,
  toPortfolioFormData,
  type PortfolioFormInput,
  type PortfolioFormOutput,
} from '~/lib/admin/portfolio-form';
import { cn } from '~/lib/cn';

const TEXT_FIELDS = [
  'title',
  'client',
  'description',
  'category',
  'year',
  'featured',
  'status',
  'coverAlt',
] as const;

/**
 * One form for both modes (docs/product.md#admin-portfolio): create needs an image; edit keeps the stored
 * image unless a new one is chosen, can delete it on its own, and then sends noImage.
 */
export function PortfolioForm({ item }: { item?: PortfolioItemDto }) {
  const mode = item ? 'edit' : 'create';
  const navigate = useNavigate();
  const [progress, setProgress] = useState<number | null>(null);
  const [imageDeleted, setImageDeleted] = useState(false);
  const [confirmImageDelete, setConfirmImageDelete] = useState(false);
  const save = useSavePortfolioItem(setProgress);
  const deleteImage = useDeletePortfolioImage();
  const schema = useMemo(() => portfolioFormSchema(mode), [mode]);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<PortfolioFormInput, unknown, PortfolioFormOutput>({
    resolver: zodResolver(schema),
    defaultValues: portfolioFormDefaults(item),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });

  const texts =
    mode === 'create'
      ? {
          success: 'Portfolio item created successfully',
          failure: 'Failed to create portfolio item',
        }
      : {
          success: 'Portfolio item updated successfully',
          failure: 'Failed to update portfolio item',
        };

  const onSubmit = (values: PortfolioFormOutput) => {
    setProgress(0);
    save.mutate(
      { id: item?.id, form: toPortfolioFormData(values, { imageDeleted }) },
      {
        onSuccess: () => {
          notifySuccess(texts.success);
          void navigate('/admin/portfolio');
        },
        onError: (error) => {
          notifyFailure(texts.failure, error, texts.failure);
          if (error instanceof ApiError) {
            for (const { field, message } of error.body?.fields ?? []) {
              if ((TEXT_FIELDS as readonly string[]).includes(field)) {
                setError(field as (typeof TEXT_FIELDS)[number], { message });
              }
            }
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
        notifySuccess('Image deleted successfully');
      },
      onError: (error) => notifyFailure('Failed to delete image', error, 'Failed to delete image'),
      onSettled: () => setConfirmImageDelete(false),
    });
  };

  const busy = save.isPending;
  const e = {
    title: errors.title?.message,
    client: errors.client?.message,
    description: errors.description?.message,
    category: errors.category?.message,
    year: errors.year?.message,
    image: errors.image?.message,
    coverAlt: errors.coverAlt?.message,
  };
  const existingUrl = imageDeleted ? null : (item?.imageUrl ?? null);

  return (
    <form
      noValidate
      onSubmit={(event) => void handleSubmit(onSubmit)(event)}
      aria-label={mode === 'create' ? 'Add portfolio item' : 'Edit portfolio item'}
      className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start"
    >
      <section className="grid gap-6 rounded-3xl border border-line bg-white p-6 shadow-sm sm:p-8">
        <Field id="portfolio-title" label="Title" error={e.title}>
          <input
            {...register('title')}
            {...errorProps('portfolio-title', e.title)}
            maxLength={LIMITS.portfolio.title}
            className={inputClass}
          />
        </Field>
        <div className="grid gap-6 sm:grid-cols-2">
          <Field id="portfolio-client" label="Client" error={e.client}>
            <input
              {...register('client')}
              {...errorProps('portfolio-client', e.client)}
              maxLength={LIMITS.portfolio.client}
              className={inputClass}
            />
          </Field>
          <Field id="portfolio-category" label="Category" error={e.category}>
            <Select {...register('category')} {...errorProps('portfolio-category', e.category)}>
              <option value="">Select a category</option>
              {PORTFOLIO_CATEGORIES.map((c) => (
                <option key={c.value} value={c.value}>
                  {c.label}
                </option>
              ))}
            </Select>
          </Field>
        </div>
        <Field id="portfolio-description" label="Description" error={e.description}>
          <textarea
            {...register('description')}
            {...errorProps('portfolio-description', e.description)}
            rows={7}
            maxLength={LIMITS.portfolio.description}
            className={cn(inputClass, 'resize-y')}
          />
        </Field>
        <div className="grid gap-6 sm:grid-cols-2 sm:items-end">
          <Field id="portfolio-year" label="Year" error={e.year}>
            <input
              {...register('year')}
              {...errorProps('portfolio-year', e.year)}
              inputMode="numeric"
              maxLength={4}
              className={inputClass}
            />
          </Field>
          <label
            htmlFor="portfolio-featured"
            className="flex h-[3.125rem] cursor-pointer items-center gap-3 rounded-xl border border-line bg-white px-4"
          >
            <input
              id="portfolio-featured"
              type="checkbox"
              {...register('featured')}
              className="size-5 rounded border-line accent-[#121115]"
            />
            <span className="text-sm font-semibold">Featured</span>
            <span className="text-sm text-muted">shown first</span>
          </label>
        </div>
      </section>

      <aside className="grid gap-6 lg:sticky lg:top-8">
        <section className="grid gap-4 rounded-3xl border border-line bg-white p-6 shadow-sm">
          <Field id="portfolio-image" label="Image" error={e.image}>
            <Controller
              control={control}
              name="image"
              render={({ field }) => (
                <ImagePicker
                  id="portfolio-image"
                  file={field.value}
                  onFileChange={field.onChange}
                  existingUrl={existingUrl}
                  onDeleteExisting={item ? () => setConfirmImageDelete(true) : undefined}
                  deletingExisting={deleteImage.isPending}
                  disabled={busy}
                  error={e.image}
                />
              )}
            />
          </Field>
          <Field id="portfolio-cover-alt" label="Cover alt text" error={e.coverAlt}>
            <input
              {...register('coverAlt')}
              {...errorProps('portfolio-cover-alt', e.coverAlt)}
              maxLength={CASE_STUDY_LIMITS.alt}
              placeholder="What the cover shows"
              className={inputClass}
            />
          </Field>
          {progress !== null && <UploadProgress fraction={progress} label="Uploading..." />}
        </section>
        <section className="grid gap-2 rounded-3xl border border-line bg-white p-6 shadow-sm">
          <Field id="portfolio-status" label="Status">
            <Select {...register('status')} id="portfolio-status">
              <option value="draft">Draft: only staff and preview links see it</option>
              <option value="published">Published: on the public site</option>
            </Select>
          </Field>
        </section>
        <div className="flex flex-col-reverse gap-3 sm:flex-row lg:flex-col-reverse">
          <Link
            to="/admin/portfolio"
            className={buttonClass({ variant: 'secondary', className: 'sm:flex-1 lg:flex-none' })}
          >
            Cancel
          </Link>
          <Button type="submit" disabled={busy} className="sm:flex-1 lg:flex-none">
            {busy && <Spinner className="size-4" />}
            {busy ? 'Saving...' : mode === 'create' ? 'Create Item' : 'Update Item'}
          </Button>
        </div>
      </aside>

      <ConfirmDialog
        open={confirmImageDelete}
        onOpenChange={(open) => {
          if (!open && !deleteImage.isPending) setConfirmImageDelete(false);
        }}
        title="Delete this image?"
        description="The image is removed from the item now, before you save. This action cannot be undone."
        pending={deleteImage.isPending}
        onConfirm={onDeleteImage}
      />
    </form>
  );
}
