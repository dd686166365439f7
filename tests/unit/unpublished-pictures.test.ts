import { describe, expect, it } from 'vitest';
import { unlinkedPictureFiles } from '../../integrations/unpublished-pictures';

describe('unlinkedPictureFiles', () => {
  const assets = [
    'launch.Ab12Cd.png',
    'launch.Ab12Cd_Z1x2y3.webp',
    'still-being-written.Ef34Gh.png',
    'email.Ij56Kl.png',
    'email-basics.Mn78Op.png',
    'BaseLayout.Qr90St.css',
    'hero.Uv12Wx.png',
  ];
  const pictureNames = ['launch', 'still-being-written', 'email', 'email-basics'];

  it('names the files of post pictures no built file names, and only those', () => {
    const pages =
      '<img src="/_astro/launch.Ab12Cd_Z1x2y3.webp"> {"image":"https://example.com/_astro/launch.Ab12Cd.png"}' +
      '<img src="/_astro/email-basics.Mn78Op.png">';
    expect(unlinkedPictureFiles(assets, pictureNames, pages)).toEqual([
      'still-being-written.Ef34Gh.png',
      'email.Ij56Kl.png',
    ]);
  });

  it('leaves the build alone when every picture is named', () => {
    expect(unlinkedPictureFiles(assets, pictureNames, assets.join(' '))).toEqual([]);
  });
});
