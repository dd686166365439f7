// Where each contact tile leads and the address it shows, from the white-label settings.
import type { ContactChannel } from '../schemas/contact';
import type { Settings } from '../schemas/settings';
import { mailtoHref, whatsappHref } from './links';

/** The tile's link: a chat with the prefilled greeting, a mail draft, or the social profile. */
export function channelHref(channel: ContactChannel, settings: Pick<Settings, 'contact' | 'social'>): string {
  switch (channel) {
    case 'whatsapp':
      return whatsappHref(settings.contact.whatsappNumber, settings.contact.whatsappGreeting);
    case 'email':
      return mailtoHref(settings.contact.email);
    case 'instagram':
      return settings.social.instagram;
    case 'facebook':
      return settings.social.facebook;
  }
}

/** The short address printed on the tile: `+1 555 010 0199`, `hello@example.com`, `@example`, `facebook.com/example`. */
export function channelDetail(channel: ContactChannel, settings: Pick<Settings, 'contact' | 'social'>): string {
  switch (channel) {
    case 'whatsapp': {
      // Show the nicely spaced phone number when the chat number is the same line.
      const { phone, whatsappNumber } = settings.contact;
      return phone.replace(/[^0-9]/g, '') === whatsappNumber ? phone : `+${whatsappNumber}`;
    }
    case 'email':
      return settings.contact.email;
    case 'instagram': {
      // A profile address without a handle shows its host, as Facebook's does.
      const url = new URL(settings.social.instagram);
      const handle = url.pathname.split('/').filter(Boolean)[0];
      return handle ? `@${handle}` : url.hostname.replace(/^www\./, '');
    }
    case 'facebook': {
      const url = new URL(settings.social.facebook);
      return `${url.hostname.replace(/^www\./, '')}${url.pathname.replace(/\/+$/, '')}`;
    }
  }
}
