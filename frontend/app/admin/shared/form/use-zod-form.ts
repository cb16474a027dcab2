import { zodResolver } from '@hookform/resolvers/zod';
import {
  useForm,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';
import { localiseIssue } from '~/admin/shared/localise';

/**
 * Every message of a validation result in the admin's language: the contracts' schemas
 * word them in English (ADR 049). Walks nested fields and lists; `ref` is the DOM element.
 */
function localiseErrors<T extends FieldValues>(errors: FieldErrors<T>): FieldErrors<T> {
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk);
    if (typeof node !== 'object' || node === null) return node;
    return Object.fromEntries(
      Object.entries(node).map(([key, value]) => [
        key,
        key === 'ref'
          ? value
          : key === 'message' && typeof value === 'string'
            ? localiseIssue(value)
            : walk(value),
      ]),
    );
  };
  return walk(errors) as FieldErrors<T>;
}

/**
 * The admin forms' one preset over react-hook-form: the contracts' zod schema decides (the
 * server parses with the same one), checked on submit and then again on every change
 * (docs/product.md#validation). The handle is typed by the schema's input (what the fields
 * hold) and output (what `onSubmit` receives).
 */
export function useZodForm<TInput extends FieldValues, TOutput extends FieldValues>(
  schema: z.ZodType<TOutput, TInput>,
  defaultValues: DefaultValues<TInput>,
): UseFormReturn<TInput, unknown, TOutput> {
  const resolve = zodResolver<TInput, unknown, TOutput>(schema);
  const resolver: Resolver<TInput, unknown, TOutput> = async (values, context, options) => {
    const result = await resolve(values, context, options);
    return { ...result, errors: localiseErrors(result.errors) } as Awaited<
      ReturnType<Resolver<TInput, unknown, TOutput>>
    >;
  };
  return useForm<TInput, unknown, TOutput>({
    resolver,
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
}
