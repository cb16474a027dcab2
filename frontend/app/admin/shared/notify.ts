import { toast } from '~/lib/toast-store';
import { serverMessage } from './localise';

/** A success toast. */
export function notifySuccess(title: string, description?: string): void {
  toast({ title, description });
}

/**
 * A failure toast (docs/product.md#messages): the product's text as the title and the server's message, when
 * it sent one, below it.
 */
export function notifyFailure(title: string, error: unknown, fallback?: string): void {
  toast({ title, description: serverMessage(error) ?? fallback, variant: 'destructive' });
}
