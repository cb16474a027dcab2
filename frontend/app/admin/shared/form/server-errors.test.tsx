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
          message: 'Validation failed',
          fields: [
            { field: 'username', message: 'Username is required' },
            { field: 'note', message: 'Not a field this form shows' },
          ],
        }),
      ),
    );
    const { getFieldState } = result.current.form;
    expect(getFieldState('username').error?.message).toBe('Username is required');
    expect(getFieldState('note').error).toBeUndefined();
    expect(result.current.toasts[0]).toMatchObject({
      title: 'Could not save',
      description: 'Validation failed',
      variant: 'destructive',
    });
  });

  it('reads the field a 409 names from the error, and falls back to the given words', () => {
    const { result } = renderForm();
    const onError = showRefusal(result.current.form, 'Could not add', {
      fallback: 'Try again',
      conflict: (error) => ({
        field: error.body?.message.startsWith('Email') ? 'email' : 'username',
        fallback: 'Taken',
      }),
    });
    act(() => onError(refusal(409, { message: 'Email address is already in use' })));
    const { getFieldState } = result.current.form;
    expect(getFieldState('email').error?.message).toBe('Email address is already in use');
    expect(getFieldState('username').error).toBeUndefined();
    act(() => onError(new Error('network down')));
    expect(result.current.toasts[0]).toMatchObject({
      title: 'Could not add',
      description: 'Try again',
    });
  });
});
