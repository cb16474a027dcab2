/**
 * The before/after slider. The server's HTML shows both images side by side; this stacks
 * them in one frame (at the before image's shape and at most its width: before-after.tsx,
 * site.css) and reveals the after image from the split to the right, moved by a
 * native range input: arrow keys, Page Up/Down, Home/End, touch and pointer all work, and
 * screen readers announce it as a slider.
 */
export default function compare(figure: HTMLElement): void {
  const frame = figure.querySelector<HTMLElement>('[data-compare-frame]');
  if (!frame) return;
  // The words come from the server, in the page's language (before-after.tsx).
  const label = figure.dataset.compareLabel ?? '';
  const valueText = (after: number) =>
    (figure.dataset.compareValue ?? '').replace('#', String(after));
  const range = document.createElement('input');
  range.type = 'range';
  range.min = '0';
  range.max = '100';
  range.step = '1';
  range.value = '50';
  range.className = 'compare-range';
  range.setAttribute('aria-label', label);
  range.setAttribute('aria-valuetext', valueText(50));
  const handle = document.createElement('span');
  handle.className = 'compare-handle';
  handle.setAttribute('aria-hidden', 'true');

  const show = () => {
    frame.style.setProperty('--split', `${range.value}%`);
    range.setAttribute('aria-valuetext', valueText(100 - Number(range.value)));
  };
  range.addEventListener('input', show);
  frame.append(handle, range);
  show();
  figure.dataset.sliding = '';
}
