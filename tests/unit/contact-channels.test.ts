import { describe, expect, it } from 'vitest';
import { channelDetail, channelHref } from '../../src/lib/contact-channels';

const settings = {
  contact: {
    email: 'hello@example.com',
    phone: '+1 555 010 0199',
    whatsappNumber: '15550100199',
    whatsappGreeting: 'Hi there!',
  },
  social: {
    instagram: 'https://www.instagram.com/example',
    facebook: 'https://www.facebook.com/example/',
    linkedin: 'https://www.linkedin.com/company/example',
  },
};

describe('channelHref', () => {
  it('links each tile to the channel from the settings', () => {
    expect(channelHref('whatsapp', settings)).toBe('https://wa.me/15550100199?text=Hi%20there!');
    expect(channelHref('email', settings)).toBe('mailto:hello@example.com');
    expect(channelHref('instagram', settings)).toBe('https://www.instagram.com/example');
    expect(channelHref('facebook', settings)).toBe('https://www.facebook.com/example/');
  });
});

describe('channelDetail', () => {
  it('prints a short, readable address per channel', () => {
    expect(channelDetail('whatsapp', settings)).toBe('+1 555 010 0199');
    expect(channelDetail('email', settings)).toBe('hello@example.com');
    expect(channelDetail('instagram', settings)).toBe('@example');
    expect(channelDetail('facebook', settings)).toBe('facebook.com/example');
  });

  it('shows the host of an Instagram address without a handle', () => {
    expect(
      channelDetail('instagram', {
        ...settings,
        social: { ...settings.social, instagram: 'https://www.instagram.com/' },
      }),
    ).toBe('instagram.com');
  });

  it('falls back to the raw chat number when it is not the phone line', () => {
    expect(
      channelDetail('whatsapp', { ...settings, contact: { ...settings.contact, whatsappNumber: '4915112345678' } }),
    ).toBe('+4915112345678');
  });
});
