/**
 * The toast queue (docs/product.md#states): at most one toast at once, each auto-dismissed by the
 * Toaster after 5000 ms; a dismissed toast is removed from the queue after 1,000,000 ms
 * (it has long left the screen by then; the entry only lingers in memory).
 */
import { useSyncExternalStore } from 'react';

export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;

export interface ToastInput {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
}

export interface ToastEntry extends ToastInput {
  id: number;
  open: boolean;
}

let toasts: ToastEntry[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const removalTimers = new Map<number, ReturnType<typeof setTimeout>>();

function emit(next: ToastEntry[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

export function toast(input: ToastInput): number {
  const id = nextId++;
  emit([{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return id;
}

export function dismissToast(id: number): void {
  if (removalTimers.has(id)) return;
  emit(toasts.map((t) => (t.id === id ? { ...t, open: false } : t)));
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id);
      emit(toasts.filter((t) => t.id !== id));
    }, TOAST_REMOVE_DELAY_MS),
  );
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const EMPTY: ToastEntry[] = [];

export function useToasts(): ToastEntry[] {
  return useSyncExternalStore(
    subscribe,
    () => toasts,
    () => EMPTY,
  );
}
