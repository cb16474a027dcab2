/**
 * A public page's loader answer, as its components read it, with nothing for React Router
 * to serialize. Every document's loader data is encoded (turbo-stream) for the browser
 * before the entry renders, but a public page never sends it (no hydration): that
 * walk of every card, logo shape and setting was a tenth of an uncached render's CPU
 * (ADR 075). The fields are the same values, defined non-enumerable: a property read
 * (`loaderData.item`, destructuring) sees them, a serializer's walk of the keys does not.
 * Never for a hydrated route (the admin app), whose data the browser needs.
 */
export function pageData<T extends object>(data: T): T {
  const descriptors = Object.getOwnPropertyDescriptors(data);
  for (const descriptor of Object.values(descriptors)) descriptor.enumerable = false;
  return Object.create(Object.getPrototypeOf(data) as object | null, descriptors) as T;
}
