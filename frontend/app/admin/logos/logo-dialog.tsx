import { BRAND_ICONS, LIMITS, type ClientLogoAnswer } from '@prism/contracts';
import { useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { LuUpload } from 'react-icons/lu';
import { AdminForm, FormCheckbox, FormField, useZodForm } from '~/admin/shared/form';
import { FormActions } from '~/admin/shared/form-actions';
import { ChooseFromLibrary } from '~/admin/media/choose-from-library';
import { LogoPreview } from './logo-preview';
import { Button } from '~/components/ui/button';
import { Dialog } from '~/components/ui/dialog';
import { Field } from '~/components/ui/field';
import { Select } from '~/components/ui/select';
import { Spinner } from '~/components/ui/spinner';
import {
  LOGO_FORM_TYPES,
  logoFormDefaults,
  logoFormSchema,
  type LogoFormInput,
  type LogoFormOutput,
} from './logo-form';
import { useSaveLogo, useUploadSvg } from './logos';
import { notifyFailure, notifySuccess } from '~/admin/shared/notify';
import { m } from '~/paraglide/messages';

/** Adds or edits a logo (docs/product.md#admin-logos); an uploaded SVG is sanitised by the server first. */
export function LogoDialog({
  open,
  logo,
  nextOrder,
  onClose,
}: {
  open: boolean;
  logo?: ClientLogoAnswer;
  nextOrder: number;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={logo ? m.admin_logo_edit() : m.admin_logo_add()}
      description={m.admin_logo_description()}
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
  logo?: ClientLogoAnswer;
  nextOrder: number;
  onDone: () => void;
}) {
  const save = useSaveLogo();
  const uploadSvg = useUploadSvg();
  const fileInput = useRef<HTMLInputElement>(null);
  const defaults = logo
    ? logoFormDefaults(logo)
    : { ...logoFormDefaults(), order: String(nextOrder) };
  const form = useZodForm(logoFormSchema, defaults);
  const {
    setValue,
    formState: { errors, isSubmitted },
  } = form;
  const [name, iconType, iconValue] = useWatch({
    control: form.control,
    name: ['name', 'iconType', 'iconValue'],
  });
  // The library image shown in the preview: the stored one, then the one chosen here.
  const [media, setMedia] = useState(logo?.media ?? null);

  const onSubmit = (body: LogoFormOutput) =>
    save.mutate(
      { id: logo?.id, body },
      {
        onSuccess: () => {
          notifySuccess(logo ? m.admin_logo_updated() : m.admin_logo_created());
          onDone();
        },
        onError: (error) => {
          const text = logo ? m.admin_logo_update_failed() : m.admin_logo_create_failed();
          notifyFailure(text, error, text);
        },
      },
    );

  const onSvgChosen = (file: File | undefined) => {
    if (!file) return;
    uploadSvg.mutate(file, {
      onSuccess: ({ svgContent }) =>
        setValue('iconValue', svgContent, { shouldValidate: isSubmitted, shouldDirty: true }),
      onError: (error) => notifyFailure(m.admin_logo_upload_failed(), error),
    });
  };

  const svgError = errors.iconValue?.message;

  return (
    <AdminForm form={form} onSubmit={onSubmit} className="grid gap-5">
      <LogoPreview
        logo={{
          id: logo?.id ?? 0,
          name: name || m.admin_logo_name_placeholder(),
          iconType: iconType === 'image' ? 'svg-code' : iconType,
          iconValue,
          media,
        }}
        className="h-24"
      />
      <FormField<LogoFormInput>
        name="name"
        id="logo-name"
        label={m.admin_security_passkey_name()}
        maxLength={LIMITS.logo.name}
      />
      <FormField<LogoFormInput> name="iconType" id="logo-type" label={m.admin_logo_type()}>
        {(control) => (
          <Select
            {...control}
            onChange={(event) => {
              void control.onChange(event);
              // A value of one type means nothing to another.
              setValue('iconValue', '', { shouldValidate: isSubmitted });
            }}
          >
            {LOGO_FORM_TYPES.map((t) => (
              <option key={t.value} value={t.value}>
                {t.label()}
              </option>
            ))}
          </Select>
        )}
      </FormField>

      {iconType === 'text' && (
        <FormField<LogoFormInput>
          name="iconValue"
          id="logo-value"
          label={m.admin_logo_type_text()}
          hint={m.admin_logo_name_hint()}
          maxLength={LIMITS.logo.text}
        />
      )}
      {iconType === 'react-icon' && (
        <FormField<LogoFormInput> name="iconValue" id="logo-value" label={m.admin_logo_icon()}>
          {(control) => (
            <Select {...control}>
              <option value="">{m.admin_logo_select_icon()}</option>
              {BRAND_ICONS.map((icon) => (
                <option key={icon.value} value={icon.value}>
                  {icon.label} ({icon.value})
                </option>
              ))}
            </Select>
          )}
        </FormField>
      )}
      {iconType === 'image' && (
        <Field id="logo-svg" label={m.admin_logo_svg_file()} error={svgError}>
          <input
            ref={fileInput}
            id="logo-svg"
            type="file"
            accept=".svg,image/svg+xml"
            className="sr-only"
            aria-invalid={svgError ? true : undefined}
            aria-describedby={svgError ? 'logo-svg-error' : 'logo-svg-hint'}
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
              {uploadSvg.isPending
                ? m.admin_logo_uploading()
                : iconValue
                  ? m.admin_logo_replace_svg()
                  : m.admin_logo_upload_svg()}
            </Button>
            <span id="logo-svg-hint" className="text-xs text-muted">
              {iconValue ? m.admin_logo_svg_ready() : m.admin_logo_svg_hint()}
            </span>
          </div>
        </Field>
      )}

      {iconType === 'media' && (
        <Field id="logo-media" label={m.admin_logo_media()} error={svgError}>
          <div className="flex flex-wrap items-center gap-3">
            <ChooseFromLibrary
              id="logo-media"
              selectedId={iconValue ? Number(iconValue) : null}
              onChoose={(asset) => {
                setMedia({ imageUrl: asset.imageUrl, image: asset.image, alt: asset.alt });
                setValue('iconValue', String(asset.id), {
                  shouldValidate: isSubmitted,
                  shouldDirty: true,
                });
              }}
            />
            <span className="text-xs text-muted">{m.admin_logo_media_hint()}</span>
          </div>
        </Field>
      )}

      <div className="grid gap-5 sm:grid-cols-2 sm:items-end">
        <FormField<LogoFormInput>
          name="order"
          id="logo-order"
          label={m.admin_logo_order()}
          hint={m.admin_logo_order_hint()}
          inputMode="numeric"
        />
        <FormCheckbox<LogoFormInput>
          name="active"
          id="logo-active"
          label={m.admin_logo_active()}
          note="shown on the site"
        />
      </div>

      <FormActions
        onCancel={onDone}
        pending={save.isPending}
        disabled={uploadSvg.isPending}
        submitLabel={logo ? m.admin_save_changes() : m.admin_logo_create_submit()}
        pendingLabel={m.admin_saving()}
      />
    </AdminForm>
  );
}
