import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError } from '~/admin/shared/api';
import { useToasts } from '~/lib/toast-store';
import { showRefusal } from './server-errors';
import { useZodForm } from './use-zod-form';

const schema = z.object({ username: z.string(), email: z.string(), note: z.string() });

function refusal(status: number, body: object) {
  return new ApiError(status, 'Refused', JSON.stringify({ statusCode: status, ...body }));
}

function renderForm() {
  return renderHook(() => ({
    form: useZodForm(schema, { username: '', email: '', note: '' }),
    toasts: useToasts(),
  }));
}

describe('showRefusal (docs/product.md#errors)', () => {
  it('toasts the failure with the server message and puts each named reason under its field', () => {
    const { result } = renderForm();
    const onError = showRefusal(result.current.form, 'Could not save', { fields: ['username'] });
    act(() =>
      onError(
        refusal(400, {
          code: 'validation_failed',
          message: 'Validation failed',
          fields: [
            { field: 'username', code: 'required', message: 'Username is required' },
            { field: 'note', code: 'too_long', params: { max: 5 }, message: 'Too long' },
          ],
        }),
      ),
    );
    const { getFieldState } = result.current.form;
    // The code worded in the admin's language, never the server's English.
    expect(getFieldState('username').error?.message).toBe('This field is required');
    expect(getFieldState('note').error).toBeUndefined();
    // The toast names both fields by their labels, even the one this form does not show.
    expect(result.current.toasts[0]).toMatchObject({
      title: 'Could not save',
      description: 'Check the fields named. Fields to fix: Username, another field',
      variant: 'destructive',
    });
  });

  it('reads the field a 409 names from the error, and falls back to the given words', () => {
    const { result } = renderForm();
    const onError = showRefusal(result.current.form, 'Could not add', {
      fallback: 'Try again',
      conflict: (error) => ({
        field: error.body?.code === 'email_taken' ? 'email' : 'username',
        fallback: 'Taken',
      }),
    });
    act(() =>
      onError(
        refusal(409, {
          code: 'email_taken',
          params: { email: 'a@b.c' },
          message: 'Email address is already in use',
        }),
      ),
    );
    const { getFieldState } = result.current.form;
    expect(getFieldState('email').error?.message).toBe(
      'The address ‘a@b.c’ is already used by another user',
    );
    expect(getFieldState('username').error).toBeUndefined();
    act(() => onError(new Error('network down')));
    expect(result.current.toasts[0]).toMatchObject({
      title: 'Could not add',
      description: 'Try again',
    });
  });
});
