import { Spinner } from '~/components/ui/spinner';

export function FullPageSpinner({ label }: { label: string }) {
  return (
    <div className="flex min-h-dvh items-center justify-center bg-paper text-ink">
      <Spinner label={label} className="size-8" />
    </div>
  );
}
