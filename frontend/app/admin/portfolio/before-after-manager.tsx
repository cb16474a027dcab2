import { CASE_STUDY_LIMITS, type PortfolioItemAnswer } from '@prism/contracts';
import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { LuTrash2 } from 'react-icons/lu';
import type { MediaAssetDetail } from '@prism/contracts/media-library';
import { ChooseFromLibrary } from '~/admin/media/choose-from-library';
import { AdminForm, showRefusal, FormField, useZodForm } from '~/admin/shared/form';
import { IMAGE_ACCEPT } from './image-picker';
import { UploadProgress } from './upload-progress';
import { Button } from '~/components/ui/button';
import {
  checkImageFile,
  useAddBeforeAfter,
  useDeleteBeforeAfter,
  useReplaceBeforeAfterImage,
} from './case-study';
import { ImageSwap, useImageSwaps } from './image-swap';
import {
  BEFORE_AFTER_DEFAULTS,
  BEFORE_AFTER_FIELDS,
  beforeAfterFormSchema,
  type BeforeAfterFormInput,
  type BeforeAfterFormOutput,
} from './case-study-form';
import { notifyFailure, notifySuccess } from '~/admin/shared/notify';
import { refusedTitle, showLanguageRefusal } from './live-languages';
import { m } from '~/paraglide/messages';

/** Each side of a pair as its swap controls name it. */
const SIDES = [
  {
    side: 'before',
    replaceText: m.editor_pair_replace_before,
    fileName: m.editor_pair_replace_before_file,
    libraryName: m.editor_pair_replace_before_library,
  },
  {
    side: 'after',
    replaceText: m.editor_pair_replace_after,
    fileName: m.editor_pair_replace_after_file,
    libraryName: m.editor_pair_replace_after_library,
  },
] as const;

/** Before/after pairs: two images of the same listing (uploaded or from the library) and what they show. */
export function BeforeAfterManager({ item }: { item: PortfolioItemAnswer }) {
  const remove = useDeleteBeforeAfter();
  const replace = useReplaceBeforeAfterImage();
  const swaps = useImageSwaps();
  const full = item.beforeAfter.length >= CASE_STUDY_LIMITS.beforeAfterPairs;
  return (
    <section
      aria-labelledby="before-after-heading"
      className="grid gap-5 rounded-3xl border border-line bg-white p-6 shadow-sm sm:p-8"
    >
      <div>
        <h2 id="before-after-heading" className="font-display text-2xl">
          {m.editor_pairs_heading()}
        </h2>
        <p className="text-sm text-muted">{m.editor_pairs_note()}</p>
      </div>
      {item.beforeAfter.length > 0 && (
        <ul className="grid gap-3">
          {item.beforeAfter.map((pair) => (
            <li
              key={pair.id}
              className="grid gap-3 rounded-2xl border border-line p-3"
              data-testid="pair-row"
            >
              <div className="flex items-center gap-3">
                <img
                  src={pair.before.imageUrl}
                  alt=""
                  className="aspect-square w-14 rounded-lg object-cover"
                />
                <img
                  src={pair.after.imageUrl}
                  alt=""
                  className="aspect-square w-14 rounded-lg object-cover"
                />
                <span className="min-w-0 flex-1 truncate font-semibold">{pair.label}</span>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={m.editor_pair_delete({ label: pair.label })}
                  className="text-red-700 hover:bg-red-50"
                  disabled={remove.isPending}
                  onClick={() =>
                    remove.mutate(
                      { id: item.id, pairId: pair.id },
                      {
                        onSuccess: () => notifySuccess(m.editor_pair_deleted()),
                        onError: (failure) =>
                          notifyFailure(
                            m.editor_pair_delete_failed(),
                            failure,
                            m.editor_pair_delete_failed(),
                          ),
                      },
                    )
                  }
                >
                  <LuTrash2 aria-hidden className="size-4" />
                </Button>
              </div>
              <div className="grid gap-3 sm:grid-cols-2">
                {SIDES.map(({ side, replaceText, fileName, libraryName }) => (
                  <div key={side} className="grid gap-2">
                    <ImageSwap
                      replaceText={replaceText()}
                      fileName={fileName({ label: pair.label })}
                      libraryName={libraryName({ label: pair.label })}
                      selectedId={pair[side].mediaId ?? null}
                      busy={swaps.busy}
                      progress={swaps.progressOf(`${pair.id}-${side}`)}
                      onReplace={(source) =>
                        void swaps.run(
                          `${pair.id}-${side}`,
                          source,
                          (image, onProgress) =>
                            replace.mutateAsync({
                              id: item.id,
                              pairId: pair.id,
                              side,
                              image,
                              onProgress,
                            }),
                          m.editor_pair_replaced(),
                        )
                      }
                    />
                  </div>
                ))}
              </div>
            </li>
          ))}
        </ul>
      )}
      {!full && <NewPairForm item={item} />}
    </section>
  );
}

/** A new pair: what it shows and both images, checked here first with the server's words. */
function NewPairForm({ item }: { item: PortfolioItemAnswer }) {
  const form = useZodForm(beforeAfterFormSchema, BEFORE_AFTER_DEFAULTS);
  const [progress, setProgress] = useState<number | null>(null);
  const add = useAddBeforeAfter();

  const onSubmit = ({ label, labelFr, before, after }: BeforeAfterFormOutput) => {
    if (!before || !after) return;
    setProgress(0);
    add.mutate(
      { id: item.id, label, labelFr, before, after, onProgress: setProgress },
      {
        onSuccess: () => {
          form.reset();
          notifySuccess(m.editor_pair_added());
        },
        onError: (error) => {
          const refused = showLanguageRefusal(error, {
            title: (language) => refusedTitle(item, language),
            form,
            // The new pair is the last: its label is the one the form holds.
            fieldOf: ({ locale, revisionField }) =>
              /^beforeAfter\.\d+\.label/.test(revisionField)
                ? locale === 'fr'
                  ? 'labelFr'
                  : 'label'
                : null,
          });
          if (!refused) {
            showRefusal(form, m.editor_pair_add_failed(), {
              fallback: m.editor_pair_add_failed(),
              fields: BEFORE_AFTER_FIELDS,
            })(error);
          }
        },
        onSettled: () => setProgress(null),
      },
    );
  };

  return (
    <AdminForm form={form} onSubmit={onSubmit} className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField<BeforeAfterFormInput>
          name="label"
          id="pair-label"
          label={m.editor_field_in_language({
            field: m.editor_pair_label(),
            language: m.editor_language_en(),
          })}
          lang="en"
          maxLength={CASE_STUDY_LIMITS.alt}
          placeholder={m.editor_pair_label_placeholder()}
        />
        <FormField<BeforeAfterFormInput>
          name="labelFr"
          id="pair-label-fr"
          label={m.editor_field_in_language({
            field: m.editor_pair_label(),
            language: m.editor_language_fr(),
          })}
          lang="fr-CA"
          maxLength={CASE_STUDY_LIMITS.alt}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <PairImageField name="before" label={m.editor_pair_before()} />
        <PairImageField name="after" label={m.editor_pair_after()} />
      </div>
      {progress !== null && <UploadProgress fraction={progress} label={m.editor_uploading()} />}
      <Button type="submit" disabled={add.isPending} className="justify-self-start">
        {add.isPending ? m.editor_pair_adding() : m.editor_pair_add()}
      </Button>
    </AdminForm>
  );
}

/**
 * One image of the pair: a file, or a library image chosen beside it; what was
 * chosen is named beside the label, a refusal below it.
 */
function PairImageField({ name, label }: { name: 'before' | 'after'; label: string }) {
  const { setValue, setError } = useFormContext<BeforeAfterFormInput>();
  const value = useWatch<BeforeAfterFormInput, typeof name>({ name });
  const [picked, setPicked] = useState<MediaAssetDetail | null>(null);
  const choose = async (chosen: File | undefined) => {
    if (!chosen) return;
    const refusal = await checkImageFile(chosen);
    setValue(name, refusal ? null : chosen, { shouldValidate: !refusal });
    if (refusal) setError(name, { message: refusal });
  };
  const fromLibrary = (asset: MediaAssetDetail) => {
    setPicked(asset);
    setValue(name, asset.id, { shouldValidate: true });
  };
  const hint =
    typeof value === 'number'
      ? m.media_chosen_from_library({ name: picked?.fileName ?? '' })
      : value?.name;
  return (
    <FormField<BeforeAfterFormInput> name={name} id={`pair-${name}`} label={label} hint={hint}>
      {({ onChange: _registered, ...control }) => (
        <div className="grid justify-items-start gap-2">
          <input
            {...control}
            type="file"
            accept={IMAGE_ACCEPT}
            onChange={(event) => void choose(event.target.files?.[0])}
            className="text-sm file:mr-3 file:h-11 file:rounded-full file:border file:border-line file:bg-white file:px-4 file:font-semibold file:text-ink"
          />
          <ChooseFromLibrary
            selectedId={typeof value === 'number' ? value : null}
            onChoose={fromLibrary}
          />
        </div>
      )}
    </FormField>
  );
}
