import { prefersReducedMotion } from './motion';

const MAX_TILT_DEG = 7;

/** The hero's product mock tilts towards a mouse pointer; transform only, never under reduced motion. */
export default function tilt(section: HTMLElement): void {
  const mock = section.querySelector<HTMLElement>('[data-tilt-target]');
  if (!mock) return;
  section.addEventListener('pointermove', (event) => {
    if (event.pointerType !== 'mouse' || prefersReducedMotion()) return;
    const box = section.getBoundingClientRect();
    const x = (event.clientX - box.left) / box.width - 0.5;
    const y = (event.clientY - box.top) / box.height - 0.5;
    mock.style.transform = `rotateX(${(-y * MAX_TILT_DEG).toFixed(2)}deg) rotateY(${(x * MAX_TILT_DEG * 1.4).toFixed(2)}deg)`;
  });
  section.addEventListener('pointerleave', () => {
    mock.style.transform = '';
  });
}
