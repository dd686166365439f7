/** A six-digit hex colour as the browser reports a computed colour: `#0d1321` → `rgb(13, 19, 33)`. */
export const rgbOf = (hex: string) =>
  `rgb(${[1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16)).join(', ')})`;
