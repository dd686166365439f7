// How the benchmark writes its figures.

export const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
