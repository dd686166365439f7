/**
 * Structured data as the text of a `<script type="application/ld+json">`. `<` is escaped so no text from
 * content/ (a writer's `</script>`, say) can close the element early; JSON readers decode it back.
 */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
