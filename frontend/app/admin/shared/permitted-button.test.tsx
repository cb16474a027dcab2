import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PermittedButton } from './permitted-button';
import { renderAdmin, sessionOf } from './test-utils';

describe('PermittedButton (docs/product.md#screen-permissions)', () => {
  it('works as a plain button for a role that holds the permission', async () => {
    const onClick = vi.fn();
    renderAdmin(
      <PermittedButton permission="delete_portfolio" onClick={onClick}>
        Delete
      </PermittedButton>,
      sessionOf('admin'),
    );
    const button = screen.getByRole('button', { name: 'Delete' });
    expect(button.getAttribute('aria-disabled')).toBeNull();
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('is disabled for a role without it, says why, and does nothing when pressed', async () => {
    const onClick = vi.fn();
    renderAdmin(
      <PermittedButton permission="delete_portfolio" onClick={onClick}>
        Delete
      </PermittedButton>,
      sessionOf('editor'),
    );
    const button = screen.getByRole('button', { name: 'Delete' });
    const reason = "Your role (Editor) can't do this: it needs Admin or Owner.";
    expect(button.getAttribute('aria-disabled')).toBe('true');
    const described = document.getElementById(button.getAttribute('aria-describedby') ?? '');
    expect(described?.textContent).toBe(reason);
    expect(button.parentElement?.getAttribute('title')).toBe(reason);
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(onClick).not.toHaveBeenCalled();
  });
});
