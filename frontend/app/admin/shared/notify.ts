import { toast } from '~/lib/toast-store';
import { serverMessage } from './error-words';

/** A success toast. */
export function notifySuccess(title: string, description?: string): void {
  toast({ title, description });
}

/**
 * A failure toast (docs/product.md#messages): the product's text as the title and the
 * refusal's code worded below it, with the fields it names.
 */
export function notifyFailure(title: string, error: unknown, fallback?: string): void {
  toast({ title, description: serverMessage(error) ?? fallback, variant: 'destructive' });
}
