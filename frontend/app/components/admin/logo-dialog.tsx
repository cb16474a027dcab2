import { zodResolver } from '@hookform/resolvers/zod';
import { BRAND_ICONS, LIMITS, type ClientLogoDto } from '@prism/contracts';
import { useRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { LuUpload } from 'react-icons/lu';
import { FormActions } from './form-actions';
import { LogoPreview } from './logo-preview';
import { Button } from '~/components/ui/button';
import { Dialog } from '~/components/ui/dialog';
import { errorProps, Field, inputClass } from '~/components/ui/field';
import { Select } from '~/components/ui/select';
import { Spinner } from '~/components/ui/spinner';
import {
  LOGO_FORM_TYPES,
  logoFormDefaults,
  logoFormSchema,
  type LogoFormInput,
  type LogoFormOutput,
} from '~/lib/admin/logo-form';
import { useSaveLogo, useUploadSvg } from '~/lib/admin/logos';
import { notifyFailure, notifySuccess } from '~/lib/admin/notify';

/** Adds or edits a logo (docs/product.md#admin-logos); an uploaded SVG is sanitised by the server first. */
export function LogoDialog({
  open,
  logo,
  nextOrder,
  onClose,
}: {
  open: boolean;
  logo?: ClientLogoDto;
  nextOrder: number;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={logo ? 'Edit Logo' : 'Add Logo'}
      description="The preview shows the logo as the site's logo strip draws it."
    >
      {open && (
        <LogoForm key={logo?.id ?? 'new'} logo={logo} nextOrder={nextOrder} onDone={onClose} />
      )}
    </Dialog>
  );
}

function LogoForm({
  logo,
  nextOrder,
  onDone,
}: {
  logo?: ClientLogoDto;
  nextOrder: number;
  onDone: () => void;
}) {
  const save = useSaveLogo();
  const uploadSvg = useUploadSvg();
  const fileInput = useRef<HTMLInputElement>(null);
  const defaults = logo
    ? logoFormDefaults(logo)
    : { ...logoFormDefaults(), order: String(nextOrder) };
  const {
    register,
    handleSubmit,
    control,
    setValue,
    formState: { errors, isSubmitted },
  } = useForm<LogoFormInput, unknown, LogoFormOutput>({
    resolver: zodResolver(logoFormSchema),
    defaultValues: defaults,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const [name, iconType, iconValue] = useWatch({
    control,
    name: ['name', 'iconType', 'iconValue'],
  });

  const onSubmit = (body: LogoFormOutput) =>
    save.mutate(
      { id: logo?.id, body },
      {
        onSuccess: () => {
          notifySuccess(logo ? 'Logo updated successfully' : 'Logo created successfully');
          onDone();
        },
        onError: (error) => {
          const text = logo ? 'Failed to update logo' : 'Failed to create logo';
          notifyFailure(text, error, text);
        },
      },
    );

  const onSvgChosen = (file: File | undefined) => {
    if (!file) return;
    uploadSvg.mutate(file, {
      onSuccess: ({ svgContent }) =>
        setValue('iconValue', svgContent, { shouldValidate: isSubmitted, shouldDirty: true }),
      onError: (error) => notifyFailure('Failed to upload SVG file', error),
    });
  };

  const e = {
    name: errors.name?.message,
    iconType: errors.iconType?.message,
    iconValue: errors.iconValue?.message,
    order: errors.order?.message,
  };
  const typeField = register('iconType');

  return (
    <form
      noValidate
      onSubmit={(event) => void handleSubmit(onSubmit)(event)}
      className="grid gap-5"
    >
      <LogoPreview
        logo={{
          id: logo?.id ?? 0,
          name: name || 'Logo name',
          iconType: iconType === 'image' ? 'svg-code' : iconType,
          iconValue,
        }}
        className="h-24"
      />
      <Field id="logo-name" label="Name" error={e.name}>
        <input
          {...register('name')}
          {...errorProps('logo-name', e.name)}
          maxLength={LIMITS.logo.name}
          className={inputClass}
        />
      </Field>
      <Field id="logo-type" label="Type" error={e.iconType}>
        <Select
          {...typeField}
          {...errorProps('logo-type', e.iconType)}
          onChange={(event) => {
            void typeField.onChange(event);
            // A value of one type means nothing to another.
            setValue('iconValue', '', { shouldValidate: isSubmitted });
          }}
        >
          {LOGO_FORM_TYPES.map((t) => (
            <option key={t.value} value={t.value}>
              {t.label}
            </option>
          ))}
        </Select>
      </Field>

      {iconType === 'text' && (
        <Field id="logo-value" label="Text" hint="(as shown in the strip)" error={e.iconValue}>
          <input
            {...register('iconValue')}
            {...errorProps('logo-value', e.iconValue)}
            maxLength={LIMITS.logo.text}
            className={inputClass}
          />
        </Field>
      )}
      {iconType === 'react-icon' && (
        <Field id="logo-value" label="Icon" error={e.iconValue}>
          <Select {...register('iconValue')} {...errorProps('logo-value', e.iconValue)}>
            <option value="">Select a brand icon</option>
            {BRAND_ICONS.map((icon) => (
              <option key={icon.value} value={icon.value}>
                {icon.label} ({icon.value})
              </option>
            ))}
          </Select>
        </Field>
      )}
      {iconType === 'image' && (
        <Field id="logo-svg" label="SVG file" error={e.iconValue}>
          <input
            ref={fileInput}
            id="logo-svg"
            type="file"
            accept=".svg,image/svg+xml"
            className="sr-only"
            aria-invalid={e.iconValue ? true : undefined}
            aria-describedby={e.iconValue ? 'logo-svg-error' : 'logo-svg-hint'}
            onChange={(event) => {
              onSvgChosen(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
          <div className="flex flex-wrap items-center gap-3">
            <Button
              variant="secondary"
              size="sm"
              onClick={() => fileInput.current?.click()}
              disabled={uploadSvg.isPending}
            >
              {uploadSvg.isPending ? (
                <Spinner className="size-4" />
              ) : (
                <LuUpload aria-hidden className="size-4" />
              )}
              {uploadSvg.isPending ? 'Uploading...' : iconValue ? 'Replace SVG' : 'Upload SVG'}
            </Button>
            <span id="logo-svg-hint" className="text-xs text-muted">
              {iconValue ? 'SVG ready: cleaned by the server.' : '.svg only, up to 256 KB.'}
            </span>
          </div>
        </Field>
      )}

      <div className="grid gap-5 sm:grid-cols-2 sm:items-end">
        <Field id="logo-order" label="Order" hint="(empty = last)" error={e.order}>
          <input
            {...register('order')}
            {...errorProps('logo-order', e.order)}
            inputMode="numeric"
            className={inputClass}
          />
        </Field>
        <label
          htmlFor="logo-active"
          className="flex h-[3.125rem] cursor-pointer items-center gap-3 rounded-xl border border-line bg-white px-4"
        >
          <input
            id="logo-active"
            type="checkbox"
            {...register('active')}
            className="size-5 rounded border-line accent-[#121115]"
          />
          <span className="text-sm font-semibold">Active</span>
          <span className="text-sm text-muted">shown on the site</span>
        </label>
      </div>

      <FormActions
        onCancel={onDone}
        pending={save.isPending}
        disabled={uploadSvg.isPending}
        submitLabel={logo ? 'Save Changes' : 'Create Logo'}
        pendingLabel="Saving..."
      />
    </form>
  );
}
