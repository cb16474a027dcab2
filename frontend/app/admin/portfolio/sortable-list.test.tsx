import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '~/paraglide/runtime';
import { SortableList } from './sortable-list';

afterEach(() => void setLocale('en', { reload: false }));

const images = [
  { id: 17, caption: 'Hero shot' },
  { id: 19, caption: 'Lifestyle scene' },
  { id: 23, caption: 'Infographic' },
];

function renderGallery() {
  render(
    <SortableList
      items={images}
      onReorder={() => undefined}
      nameOf={(image) => image.caption}
      spokenNameOf={(image) => `Image “${image.caption}”`}
    >
      {(image, handle) => (
        <div>
          {handle}
          {image.caption}
        </div>
      )}
    </SortableList>,
  );
}

/** dnd-kit's live region: what a screen reader hears. */
const liveRegion = () => document.querySelector('[id^="DndLiveRegion"]');

describe('sortable list for screen readers (issue 27)', () => {
  it('announces the image and its place, not internal ids, and explains the keys', async () => {
    renderGallery();
    // jsdom lays nothing out, so every row sits at 0,0: the first one is picked up, where
    // dnd-kit finds the dragged row over itself (moves are walked in the browser suite).
    const handle = screen.getByRole('button', { name: 'Move Hero shot' });
    const instructions = document.getElementById(handle.getAttribute('aria-describedby') ?? '');
    expect(instructions?.textContent).toContain('press Space or Enter on its handle');

    handle.focus();
    fireEvent.keyDown(handle, { code: 'Space', key: ' ' });
    await waitFor(() =>
      expect(liveRegion()?.textContent).toBe('Picked up Image “Hero shot” at position 1 of 3.'),
    );
    fireEvent.keyDown(handle, { code: 'Escape', key: 'Escape' });
    await waitFor(() =>
      expect(liveRegion()?.textContent).toBe(
        'Move cancelled: Image “Hero shot” is back at position 1 of 3.',
      ),
    );
    expect(liveRegion()?.textContent).not.toMatch(/draggable|droppable|\b1[79]\b/i);
  });

  it('speaks French to a French admin, handle labels included', async () => {
    void setLocale('fr', { reload: false });
    renderGallery();
    const handle = screen.getByRole('button', { name: 'Déplacer Hero shot' });
    const instructions = document.getElementById(handle.getAttribute('aria-describedby') ?? '');
    expect(instructions?.textContent).toContain('appuyez sur Espace ou Entrée sur sa poignée');
    handle.focus();
    fireEvent.keyDown(handle, { code: 'Space', key: ' ' });
    await waitFor(() =>
      expect(liveRegion()?.textContent).toBe('Vous tenez Image “Hero shot”, en position 1 sur 3.'),
    );
    // Put down again: a drag left held keeps dnd-kit's window listeners, which eat the
    // Space key of the next test file in this worker (the files share one DOM).
    fireEvent.keyDown(handle, { code: 'Escape', key: 'Escape' });
    await waitFor(() => expect(liveRegion()?.textContent).toMatch(/^Déplacement annulé/));
  });
});
