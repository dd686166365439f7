import { describe, expect, it } from 'vitest';
import { loadSettings } from '../../src/lib/settings';
import { settingsSchema } from '../../src/schemas/settings';

const settings = loadSettings();
const messages = (input: unknown) => {
  const result = settingsSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('site settings schema', () => {
  it('accepts the committed settings', () => {
    expect(messages(settings)).toEqual([]);
  });
  it('holds the white-label values: brand, contact and one preview pair per plan', () => {
    const parsed = settingsSchema.parse(settings);
    expect(parsed.brand.name).toBeTruthy();
    expect(parsed.contact.email).toMatch(/@example\.com$/);
    expect(Object.keys(parsed.planPreviews).sort()).toEqual(['premium', 'social-planner', 'starter']);
  });
  it('rejects an unknown key instead of dropping it', () => {
    expect(messages({ ...settings, loginLink: 'https://example.com' }).join()).toMatch(/loginLink/);
  });
  it('explains a colour that is not a hex code', () => {
    expect(messages({ ...settings, colors: { ...settings.colors, primary: 'purple' } })).toEqual([
      'colors.primary: Write a colour as a six-digit hex code in quotes, e.g. "#6d28d9".',
    ]);
  });
  it('insists on https for external links', () => {
    expect(messages({ ...settings, social: { ...settings.social, facebook: 'http://facebook.com/x' } })).toEqual([
      'social.facebook: External links must start with "https://".',
    ]);
  });
  it('rejects a WhatsApp number with spaces or a plus sign', () => {
    expect(messages({ ...settings, contact: { ...settings.contact, whatsappNumber: '+1 555' } })[0]).toMatch(/^contact.whatsappNumber: /);
  });
});
