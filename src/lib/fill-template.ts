/** Fills `{name}` placeholders in a line of copy: `fillTemplate('Loading the {plan} plan…', { plan: 'Premium' })`. */
export function fillTemplate(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, key: string) =>
    Object.hasOwn(values, key) ? values[key]! : placeholder,
  );
}
