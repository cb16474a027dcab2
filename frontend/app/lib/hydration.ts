/** Whether the first (hydrating) render of the page is over; set once by the root route. */
let hydrated = false;

export function markHydrated(): void {
  hydrated = true;
}

export function isHydrated(): boolean {
  return hydrated;
}
