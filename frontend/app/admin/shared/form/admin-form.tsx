import {
  FormProvider,
  type FieldValues,
  type SubmitHandler,
  type UseFormReturn,
} from 'react-hook-form';

/**
 * A form bound to its `useZodForm` handle: fields below it read their registration and
 * errors from context (`FormField`), the browser's own validation stays off, and submit
 * runs the schema before `onSubmit`.
 */
export function AdminForm<TInput extends FieldValues, TOutput>({
  form,
  onSubmit,
  children,
  ...props
}: {
  form: UseFormReturn<TInput, unknown, TOutput>;
  onSubmit: SubmitHandler<TOutput>;
  children: React.ReactNode;
} & Omit<React.FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'noValidate'>) {
  return (
    <FormProvider {...form}>
      <form noValidate {...props} onSubmit={(event) => void form.handleSubmit(onSubmit)(event)}>
        {children}
      </form>
    </FormProvider>
  );
}
