import { toNestErrors } from '@hookform/resolvers';
import {
  useForm,
  type DefaultValues,
  type FieldError,
  type FieldValues,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';
import { issueText } from '~/admin/shared/error-words';

/**
 * The contracts' zod schema as a form resolver, each issue worded by its code in the
 * admin's language: the schemas' own English messages are never shown. The first
 * issue of a field is its error, as zod's resolver does.
 */
function codedResolver<TInput extends FieldValues, TOutput extends FieldValues>(
  schema: z.ZodType<TOutput, TInput>,
): Resolver<TInput, unknown, TOutput> {
  return async (values, _context, options) => {
    const result = await schema.safeParseAsync(values);
    if (result.success) return { values: result.data, errors: {} };
    const errors: Record<string, FieldError> = {};
    for (const issue of result.error.issues) {
      const path = issue.path.map(String).join('.');
      errors[path] ??= { type: issue.code, message: issueText(issue, values) };
    }
    return { values: {}, errors: toNestErrors(errors, options) };
  };
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
  return useForm<TInput, unknown, TOutput>({
    resolver: codedResolver(schema),
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
}
