import { describe, expect, it } from 'vitest';
import { isMediaUrl, mediaUrl, parseMediaUrl, pictureFor, primaryMediaUrl, renderImageHtml, renderPictureHtml, variantHeight, variantWidths } from '@shared/media';
import { loadConfig } from '../../server/config';
import { sniffFormat } from '../../server/services/media';

const id = '3f2b1c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';

describe('variant widths', () => {
  it('makes 480, 960 and 1600 of a wide image, and never enlarges a narrow one', () => {
    expect(variantWidths(4000)).toEqual([480, 960, 1600]);
    expect(variantWidths(1600)).toEqual([480, 960, 1600]);
    expect(variantWidths(1000)).toEqual([480, 960, 1000]);
    expect(variantWidths(960)).toEqual([480, 960]);
    expect(variantWidths(300)).toEqual([300]);
  });

  it('keeps the aspect ratio', () => {
    expect(variantHeight(4000, 3000, 480)).toBe(360);
    expect(variantHeight(3000, 4000, 1600)).toBe(2133);
    expect(variantHeight(5000, 1, 480)).toBe(1);
  });
});

describe('media addresses', () => {
  it('recognises every copy of an upload, local or under a public bucket address', () => {
    const local = { base: '/media', id, width: 2400, height: 1200 };
    expect(primaryMediaUrl(local)).toBe(`/media/${id}/2400x1200/1600.jpg`);
    expect(parseMediaUrl(`/media/${id}/2400x1200/480.avif`)).toEqual(local);
    expect(parseMediaUrl(`https://cdn.example-law.com/site/${id}/2400x1200/960.webp`)).toEqual({ ...local, base: 'https://cdn.example-law.com/site' });
    expect(parseMediaUrl(` https://www.example-law.com/media/${id}/2400x1200/1600.jpg `)?.base).toBe('https://www.example-law.com/media');
  });

  it('is not fooled by other image URLs or by files an upload never makes', () => {
    for (const url of [
      'https://img.example/a.png',
      '/media/not-an-id/10x10/480.jpg',
      `/media/${id}/2400x1200/500.jpg`, // not one of its widths
      `/media/${id}/300x200/480.jpg`, // an image 300 wide has no 480 copy
      `/media/${id}/2400x1200/480.png`, // copies are avif, webp or jpg
      `/media/${id}/2400x1200/480.jpg?x=1`,
      `/media/${id}/0x10/480.jpg`,
      `${id}/2400x1200/480.jpg`,
      `//evil.example/${id}/2400x1200/480.jpg`,
      `javascript:alert(1)//${id}/2400x1200/480.jpg`,
      `/media"><script>/${id}/2400x1200/480.jpg`,
    ]) {
      expect(isMediaUrl(url), url).toBe(false);
      expect(pictureFor(url), url).toBeNull();
    }
  });
});

describe('pictureFor', () => {
  it('builds AVIF and WebP sources and a JPEG fallback with every width, and the size of the largest copy', () => {
    const picture = pictureFor(`/media/${id}/1000x500/960.webp`);
    const set = (ext: string) => `/media/${id}/1000x500/480.${ext} 480w, /media/${id}/1000x500/960.${ext} 960w, /media/${id}/1000x500/1000.${ext} 1000w`;
    expect(picture).toEqual({
      sources: [
        { type: 'image/avif', srcSet: set('avif') },
        { type: 'image/webp', srcSet: set('webp') },
      ],
      fallback: { src: `/media/${id}/1000x500/1000.jpg`, srcSet: set('jpg') },
      width: 1000,
      height: 500,
    });
  });

  it('renders escaped HTML with alt, width, height and lazy loading', () => {
    const picture = pictureFor(mediaUrl({ base: '/media', id, width: 480, height: 270 }, 480, 'jpeg'));
    expect(picture).not.toBeNull();
    const html = renderPictureHtml(picture!, { alt: 'Ana & "Bo" <at> court', className: 'post-image' });
    expect(html).toBe(
      `<picture><source type="image/avif" srcset="/media/${id}/480x270/480.avif 480w" sizes="(max-width: 800px) 100vw, 800px">` +
        `<source type="image/webp" srcset="/media/${id}/480x270/480.webp 480w" sizes="(max-width: 800px) 100vw, 800px">` +
        `<img src="/media/${id}/480x270/480.jpg" srcset="/media/${id}/480x270/480.jpg 480w" sizes="(max-width: 800px) 100vw, 800px" ` +
        `alt="Ana &amp; &quot;Bo&quot; &lt;at&gt; court" width="480" height="270" loading="lazy" decoding="async" class="post-image"></picture>`,
    );
    expect(renderPictureHtml(picture!, { alt: '', loading: 'eager', fetchPriority: 'high', sizes: '100vw' })).toContain('loading="eager" decoding="async" fetchpriority="high"');
  });

  it('renders a plain img for any other URL', () => {
    expect(renderImageHtml('https://img.example/a.png?x=1&y="2"', { alt: 'A', width: 1200, height: 675 })).toBe(
      '<img src="https://img.example/a.png?x=1&amp;y=&quot;2&quot;" alt="A" width="1200" height="675" loading="lazy" decoding="async">',
    );
    expect(renderImageHtml(`/media/${id}/480x270/480.jpg`, { alt: 'A' })).toMatch(/^<picture>/);
  });
});

describe('upload type by content', () => {
  it('reads JPEG, PNG, WebP and AVIF signatures and nothing else', () => {
    expect(sniffFormat(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0]))).toBe('jpeg');
    expect(sniffFormat(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]))).toBe('png');
    expect(sniffFormat(Buffer.from('RIFF\x00\x00\x00\x00WEBPVP8 ', 'latin1'))).toBe('webp');
    const ftyp = (major: string, ...compatible: string[]) => {
      const box = Buffer.from(`\x00\x00\x00\x00ftyp${major}\x00\x00\x00\x00${compatible.join('')}`, 'latin1');
      box.writeUInt32BE(box.length, 0);
      return box;
    };
    expect(sniffFormat(ftyp('avif', 'mif1', 'miaf'))).toBe('avif');
    expect(sniffFormat(ftyp('mif1', 'avif'))).toBe('avif');
    expect(sniffFormat(ftyp('heic', 'mif1', 'heic'))).toBeNull();
    expect(sniffFormat(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'))).toBeNull();
    expect(sniffFormat(Buffer.from('GIF89a......'))).toBeNull();
    expect(sniffFormat(Buffer.alloc(0))).toBeNull();
  });
});

describe('media storage configuration', () => {
  const base = { NODE_ENV: 'test', DATA_DIR: '/srv/site-data' };

  it('keeps uploads under DATA_DIR/media unless a bucket is configured', () => {
    expect(loadConfig(base).media).toEqual({ kind: 'local', dir: '/srv/site-data/media' });
    expect(
      loadConfig({ ...base, MEDIA_S3_BUCKET: 'firm-media', MEDIA_PUBLIC_URL: 'https://media.example-law.com/', MEDIA_S3_ENDPOINT: 'https://s3.example.com' }).media,
    ).toEqual({
      kind: 's3',
      bucket: 'firm-media',
      region: 'us-east-1',
      endpoint: 'https://s3.example.com',
      accessKeyId: undefined,
      secretAccessKey: undefined,
      publicUrl: 'https://media.example-law.com',
    });
  });

  it('refuses a half-configured bucket, naming what is missing', () => {
    expect(() => loadConfig({ ...base, MEDIA_S3_BUCKET: 'firm-media' })).toThrow(/MEDIA_PUBLIC_URL is missing/);
    expect(() => loadConfig({ ...base, MEDIA_PUBLIC_URL: 'https://media.example-law.com' })).toThrow(/MEDIA_S3_BUCKET is missing/);
    expect(() => loadConfig({ ...base, MEDIA_S3_BUCKET: 'b', MEDIA_PUBLIC_URL: 'https://m.example', MEDIA_S3_ACCESS_KEY_ID: 'key' })).toThrow(/go together/);
    expect(() => loadConfig({ ...base, MEDIA_PUBLIC_URL: 'ftp://x' })).toThrow(/MEDIA_PUBLIC_URL: must be an http\(s\) URL/);
  });
});
