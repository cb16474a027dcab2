/** The memory variables (NODE_OPTIONS, MALLOC_MMAP_THRESHOLD_) a copy runs with, from its Dockerfile. */
export function memoryEnv(kind: 'api' | 'site'): Record<string, string>;

/** The V8 heap cap of a copy, in MB (its Dockerfile's --max-old-space-size). */
export function heapCapMb(kind: 'api' | 'site'): number;
