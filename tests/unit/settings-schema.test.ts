import { describe, expect, it } from 'vitest';
import { settingsSchema } from '../../src/schemas/settings';
import { loadPlans, loadSettings } from '../support/content';

const settings = loadSettings();
const messages = (input: unknown) => {
  const result = settingsSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('site settings schema', () => {
  it('accepts the committed settings', () => {
    expect(messages(settings)).toEqual([]);
  });
  it('holds a preview pair for each plan of content/plans/', () => {
    expect(
      loadPlans()
        .filter((plan) => !Object.hasOwn(settings.planPreviews, plan.id))
        .map((plan) => plan.id),
    ).toEqual([]);
  });
  it('rejects an unknown key instead of dropping it', () => {
    expect(messages({ ...settings, loginLink: 'https://example.com' }).join()).toMatch(/loginLink/);
  });
  it('explains a colour that is not a hex code', () => {
    expect(messages({ ...settings, colors: { ...settings.colors, primary: 'purple' } })).toEqual([
      'colors.primary: Write a colour as a six-digit hex code in quotes, e.g. "#6d28d9".',
    ]);
  });
  it('takes optional dark colours, and explains one in which text would miss AA on the dark backgrounds', () => {
    const colors = { ...settings.colors, primaryDark: '#c4b5fd', accentDark: '#5eead4' };
    expect(messages({ ...settings, colors })).toEqual([]);
    expect(messages({ ...settings, colors: { ...colors, primaryDark: settings.colors.primary } })).toEqual([
      expect.stringMatching(/^colors\.primaryDark: Text in this colour reaches only [\d.]+:1 .* needs 4\.5:1\./),
    ]);
  });
  it('insists on https for external links', () => {
    expect(messages({ ...settings, social: { ...settings.social, facebook: 'http://facebook.com/x' } })).toEqual([
      'social.facebook: External links must start with "https://".',
    ]);
  });
  it('rejects a WhatsApp number with spaces or a plus sign', () => {
    expect(messages({ ...settings, contact: { ...settings.contact, whatsappNumber: '+1 555' } })[0]).toMatch(
      /^contact.whatsappNumber: /,
    );
  });
});
