export { AdminForm } from './admin-form';
export { PasswordField, UsernameField } from './credential-fields';
export { FormCheckbox } from './form-checkbox';
export { FormField, useFieldError, type FieldControl } from './form-field';
export { showRefusal } from './server-errors';
export { useZodForm } from './use-zod-form';
export { changedFields, isDirty, useFreshUntouched } from './changed-fields';
