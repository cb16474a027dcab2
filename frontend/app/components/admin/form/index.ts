export { AdminForm } from './admin-form';
export { FormField, useFieldError, type FieldControl } from './form-field';
export { applyServerErrors } from './server-errors';
export { useZodForm } from './use-zod-form';
