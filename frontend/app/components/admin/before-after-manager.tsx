import { CASE_STUDY_LIMITS, type PortfolioItemDto } from '@prism/contracts';
import { useState } from 'react';
import { LuTrash2 } from 'react-icons/lu';
import { IMAGE_ACCEPT } from './image-picker';
import { UploadProgress } from './upload-progress';
import { Button } from '~/components/ui/button';
import { Field, inputClass } from '~/components/ui/field';
import { checkImageFile, useAddBeforeAfter, useDeleteBeforeAfter } from '~/lib/admin/case-study';
import { notifyFailure, notifySuccess } from '~/lib/admin/notify';

/** Before/after pairs: two images of the same listing and what they show. */
export function BeforeAfterManager({ item }: { item: PortfolioItemDto }) {
  const [label, setLabel] = useState('');
  const [before, setBefore] = useState<File | null>(null);
  const [after, setAfter] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const add = useAddBeforeAfter();
  const remove = useDeleteBeforeAfter();
  const full = item.beforeAfter.length >= CASE_STUDY_LIMITS.beforeAfterPairs;

  const choose = async (file: File | undefined, set: (file: File | null) => void) => {
    if (!file) return;
    const refusal = await checkImageFile(file);
    setError(refusal);
    set(refusal ? null : file);
  };

  const onAdd = () => {
    if (!label.trim()) {
      setError('Label is required');
      return;
    }
    if (!before || !after) {
      setError('Please select both a before and an after image');
      return;
    }
    setError(null);
    setProgress(0);
    add.mutate(
      { id: item.id, label: label.trim(), before, after, onProgress: setProgress },
      {
        onSuccess: () => {
          setLabel('');
          setBefore(null);
          setAfter(null);
          notifySuccess('Before/after pair added');
        },
        onError: (failure) =>
          notifyFailure('Failed to add the pair', failure, 'Failed to add the pair'),
        onSettled: () => setProgress(null),
      },
    );
  };

  return (
    <section
      aria-labelledby="before-after-heading"
      className="grid gap-5 rounded-3xl border border-line bg-white p-6 shadow-sm sm:p-8"
    >
      <div>
        <h2 id="before-after-heading" className="font-display text-2xl">
          Before and after
        </h2>
        <p className="text-sm text-muted">
          Two images of the same listing; the site shows them as a comparison slider.
        </p>
      </div>
      {item.beforeAfter.length > 0 && (
        <ul className="grid gap-3">
          {item.beforeAfter.map((pair) => (
            <li
              key={pair.id}
              className="flex items-center gap-3 rounded-2xl border border-line p-3"
              data-testid="pair-row"
            >
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
                aria-label={`Delete pair ${pair.label}`}
                className="text-red-700 hover:bg-red-50"
                disabled={remove.isPending}
                onClick={() =>
                  remove.mutate(
                    { id: item.id, pairId: pair.id },
                    {
                      onSuccess: () => notifySuccess('Before/after pair deleted'),
                      onError: (failure) =>
                        notifyFailure(
                          'Failed to delete the pair',
                          failure,
                          'Failed to delete the pair',
                        ),
                    },
                  )
                }
              >
                <LuTrash2 aria-hidden className="size-4" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      {!full && (
        <div className="grid gap-4">
          <Field id="pair-label" label="What the pair shows">
            <input
              id="pair-label"
              value={label}
              maxLength={CASE_STUDY_LIMITS.alt}
              placeholder="Main image, Amazon search result"
              onChange={(event) => setLabel(event.target.value)}
              className={inputClass}
            />
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field id="pair-before" label="Before image" hint={before?.name}>
              <input
                id="pair-before"
                type="file"
                accept={IMAGE_ACCEPT}
                onChange={(event) => void choose(event.target.files?.[0], setBefore)}
                className="text-sm"
              />
            </Field>
            <Field id="pair-after" label="After image" hint={after?.name}>
              <input
                id="pair-after"
                type="file"
                accept={IMAGE_ACCEPT}
                onChange={(event) => void choose(event.target.files?.[0], setAfter)}
                className="text-sm"
              />
            </Field>
          </div>
          {error && (
            <p role="alert" className="text-sm font-medium text-red-700">
              {error}
            </p>
          )}
          {progress !== null && <UploadProgress fraction={progress} label="Uploading..." />}
          <Button onClick={onAdd} disabled={add.isPending} className="justify-self-start">
            {add.isPending ? 'Adding...' : 'Add pair'}
          </Button>
        </div>
      )}
    </section>
  );
}
