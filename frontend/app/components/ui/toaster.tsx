import * as Toast from '@radix-ui/react-toast';
import { LuX } from 'react-icons/lu';
import {
  dismissToast,
  TOAST_DURATION_MS,
  TOAST_SWIPE_THRESHOLD_PX,
  useToasts,
} from '~/lib/toast-store';
import { cn } from '~/lib/cn';
import { m } from '~/paraglide/messages';

/** Renders the toast queue (app/lib/toast-store.ts) with Radix Toast: swipe right to dismiss. */
export default function Toaster() {
  const toasts = useToasts();
  return (
    <Toast.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
      label={m.admin_toast_label()}
    >
      {toasts.map((t) => (
        <Toast.Root
          key={t.id}
          open={t.open}
          onOpenChange={(open) => {
            if (!open) dismissToast(t.id);
          }}
          className={cn(
            'toast group relative flex w-full items-start gap-4 rounded-2xl border p-5 pr-10 shadow-xl',
            t.variant === 'destructive'
              ? 'border-red-800 bg-red-700 text-white'
              : 'border-ink/10 bg-white text-ink',
          )}
        >
          <div className="grid gap-1">
            <Toast.Title className="text-sm font-semibold">{t.title}</Toast.Title>
            {t.description && (
              <Toast.Description className="text-sm opacity-90">{t.description}</Toast.Description>
            )}
          </div>
          <Toast.Close
            aria-label={m.admin_close()}
            className="absolute top-3 right-3 rounded-full p-1 opacity-70 hover:opacity-100 focus-visible:opacity-100"
          >
            <LuX aria-hidden className="size-4" />
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport
        label={m.admin_toast_viewport({ hotkey: '{hotkey}' })}
        className="fixed right-0 bottom-0 z-[100] flex w-full max-w-sm flex-col gap-2 p-4 outline-none sm:right-4 sm:bottom-4"
      />
    </Toast.Provider>
  );
}
