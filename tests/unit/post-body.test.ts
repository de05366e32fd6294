import { readFileSync } from 'node:fs';
import { Parser } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { isSafeUrl, renderPostBody, sanitizeInline } from '@shared/post-body';

const IMG = (src: string, alt: string): string =>
  `<figure class="post-figure"><div class="post-image-frame"><img src="${src}" alt="${alt}" loading="lazy" decoding="async" width="1200" height="675"></div></figure>`;
const EXT = 'target="_blank" rel="noopener noreferrer"';

describe('post body format (decision 0004, blog post detail)', () => {
  it('renders ## and ### headings, trimming the marker and the spaces after it', () => {
    expect(renderPostBody('## Bond hearings')).toBe('<h2>Bond hearings</h2>');
    expect(renderPostBody('###    What to bring  ')).toBe('<h3>What to bring</h3>');
  });

  it('renders nothing for a heading without text', () => {
    expect(renderPostBody('##')).toBe('');
    expect(renderPostBody('##   ')).toBe('');
    expect(renderPostBody('###')).toBe('');
  });

  it('treats other # runs and a marker without space as paragraphs', () => {
    expect(renderPostBody('#### four')).toBe('<p>#### four</p>');
    expect(renderPostBody('##no space')).toBe('<p>##no space</p>');
    expect(renderPostBody('# one')).toBe('<p># one</p>');
  });

  it('renders every other line as a paragraph', () => {
    expect(renderPostBody('First line\nSecond line')).toBe('<p>First line</p><p>Second line</p>');
  });

  it('groups consecutive bullets into one list', () => {
    expect(renderPostBody('- one\n- two\n- three')).toBe('<ul><li>one</li><li>two</li><li>three</li></ul>');
  });

  it('starts a new list when bullets are interrupted by a paragraph, a heading or a blank line', () => {
    expect(renderPostBody('- a\n- b\nText\n- c')).toBe('<ul><li>a</li><li>b</li></ul><p>Text</p><ul><li>c</li></ul>');
    expect(renderPostBody('- a\n## H\n- b')).toBe('<ul><li>a</li></ul><h2>H</h2><ul><li>b</li></ul>');
    expect(renderPostBody('- a\n\n- b')).toBe('<ul><li>a</li></ul><br><ul><li>b</li></ul>');
  });

  it('needs a space after the bullet dash and drops empty bullets', () => {
    expect(renderPostBody('-not a bullet')).toBe('<p>-not a bullet</p>');
    expect(renderPostBody('- a\n- \n- b')).toBe('<ul><li>a</li><li>b</li></ul>');
  });

  it('turns blank lines into one break, collapsing runs and dropping leading/trailing ones', () => {
    expect(renderPostBody('a\n\nb')).toBe('<p>a</p><br><p>b</p>');
    expect(renderPostBody('a\n\n\n  \n\nb')).toBe('<p>a</p><br><p>b</p>');
    expect(renderPostBody('\n\na\n\n')).toBe('<p>a</p>');
    expect(renderPostBody('')).toBe('');
  });

  it('handles CRLF (and lone CR) line endings', () => {
    expect(renderPostBody('## Title\r\n- a\r\n- b\r\n\r\nText\r\n')).toBe('<h2>Title</h2><ul><li>a</li><li>b</li></ul><br><p>Text</p>');
    expect(renderPostBody('a\rb')).toBe('<p>a</p><p>b</p>');
  });

  it('renders an image line as a 16:9 figure with its alt text', () => {
    expect(renderPostBody('[Courthouse in Miami](https://cdn.example.com/court.jpg)')).toBe(
      IMG('https://cdn.example.com/court.jpg', 'Courthouse in Miami'),
    );
    expect(renderPostBody('  [Office](/images/office.webp)  ')).toBe(IMG('/images/office.webp', 'Office'));
    expect(renderPostBody('[](http://cdn.example.com/a.png)')).toBe(IMG('http://cdn.example.com/a.png', ''));
  });

  it('attribute-escapes the alt text and the URL', () => {
    expect(renderPostBody('[Tom & "Jerry" <x>](https://cdn.example.com/a.png?x=1&y="2")')).toBe(
      IMG('https://cdn.example.com/a.png?x=1&amp;y=&quot;2&quot;', 'Tom &amp; &quot;Jerry&quot; &lt;x&gt;'),
    );
  });

  it('keeps malformed image lines as paragraphs', () => {
    // Not image lines: paragraphs, whose plain URLs become links like any other.
    const link = (url: string) => `<a href="${url}" target="_blank" rel="noopener noreferrer">${url}</a>`;
    expect(renderPostBody('[alt](https://x.example/a.png')).toBe(`<p>[alt](${link('https://x.example/a.png')}</p>`);
    expect(renderPostBody('[alt] (https://x.example/a.png)')).toBe(`<p>[alt] (${link('https://x.example/a.png')})</p>`);
    expect(renderPostBody('See [alt](https://x.example/a.png)')).toBe(`<p>See [alt](${link('https://x.example/a.png')})</p>`);
    expect(renderPostBody('[alt](https://x.example/a b.png)')).toBe(`<p>[alt](${link('https://x.example/a')} b.png)</p>`);
    expect(renderPostBody('[alt](https://x.example/a b.png)')).not.toContain('<img');
  });

  it('renders an image line with a refused URL as an escaped paragraph of its alt text (nothing when the alt is empty)', () => {
    expect(renderPostBody('[Click me](javascript:alert(1))')).toBe('<p>Click me</p>');
    expect(renderPostBody('[<b>x</b>](data:image/png;base64,AAAA)')).toBe('<p>&lt;b&gt;x&lt;/b&gt;</p>');
    expect(renderPostBody('[x](//evil.example/a.png)')).toBe('<p>x</p>');
    expect(renderPostBody('[Mail](mailto:a@example.com)')).toBe('<p>Mail</p>');
    expect(renderPostBody('[](javascript:alert(1))')).toBe('');
  });

  it('leaves out lines that are empty once sanitised, without doubling breaks', () => {
    expect(renderPostBody('a\n\n<script>alert(1)</script>\n\nb')).toBe('<p>a</p><br><p>b</p>');
    expect(renderPostBody('## <iframe src=x></iframe>\n- <img src=x onerror=alert(1)>\n- kept')).toBe('<ul><li>kept</li></ul>');
    expect(renderPostBody('<style>p{}</style>\n\ntext')).toBe('<p>text</p>');
  });

  it('escapes plain text instead of losing it', () => {
    expect(renderPostBody('a < b & c')).toBe('<p>a &lt; b &amp; c</p>');
    expect(renderPostBody('- 5 > 3 && "quotes"')).toBe('<ul><li>5 &gt; 3 &amp;&amp; "quotes"</li></ul>');
    expect(renderPostBody('## Fees & costs')).toBe('<h2>Fees &amp; costs</h2>');
  });

  it('keeps inline bold, italics and line breaks', () => {
    expect(renderPostBody('Some <strong>bold</strong>, <b>b</b>, <em>em</em> and <i>i</i><br>next')).toBe(
      '<p>Some <strong>bold</strong>, <b>b</b>, <em>em</em> and <i>i</i><br />next</p>',
    );
    expect(renderPostBody('## A <em>great</em> title')).toBe('<h2>A <em>great</em> title</h2>');
    expect(renderPostBody('- <b>Note:</b> bring ID')).toBe('<ul><li><b>Note:</b> bring ID</li></ul>');
  });

  it('opens external links in a new tab with noopener noreferrer', () => {
    expect(renderPostBody('Read <a href="https://www.uscis.gov/" title="USCIS">USCIS</a>.')).toBe(
      `<p>Read <a href="https://www.uscis.gov/" title="USCIS" ${EXT}>USCIS</a>.</p>`,
    );
    expect(renderPostBody('<a href="http://example.org">x</a>')).toBe(`<p><a href="http://example.org" ${EXT}>x</a></p>`);
  });

  it('keeps same-site paths, mailto and tel links in the current tab', () => {
    expect(renderPostBody('<a href="/contact">Contact us</a>')).toBe('<p><a href="/contact">Contact us</a></p>');
    expect(renderPostBody('<a href="mailto:info@example.com">mail</a> <a href="tel:+13055550100">call</a>')).toBe(
      '<p><a href="mailto:info@example.com">mail</a> <a href="tel:+13055550100">call</a></p>',
    );
  });

  it('treats absolute links to siteOrigin as same-site', () => {
    const html = renderPostBody('<a href="https://law.example/contact">c</a> <a href="https://other.example/">o</a>', {
      siteOrigin: 'https://law.example',
    });
    expect(html).toBe(`<p><a href="https://law.example/contact">c</a> <a href="https://other.example/" ${EXT}>o</a></p>`);
  });

  it('replaces target/rel set by the author', () => {
    expect(renderPostBody('<a href="https://x.example" target="_self" rel="opener">x</a>')).toBe(`<p><a href="https://x.example" ${EXT}>x</a></p>`);
    expect(renderPostBody('<a href="/x" target="_top">x</a>')).toBe('<p><a href="/x">x</a></p>');
  });

  it('removes a refused link target but keeps the link text', () => {
    expect(renderPostBody('<a href="javascript:alert(1)">click</a>')).toBe('<p>click</p>');
    expect(renderPostBody('<a href="jav&#x09;ascript:alert(1)">click</a>')).toBe('<p>click</p>');
    expect(renderPostBody('<a href="//evil.example">click</a>')).toBe('<p>click</p>');
    expect(renderPostBody('<a>no href</a>')).toBe('<p>no href</p>');
  });
});

describe('sanitizeInline', () => {
  it('discards disallowed tags but keeps their text', () => {
    expect(sanitizeInline('<span class="x">kept</span> <u>too</u> <div>and this</div>')).toBe('kept too and this');
  });

  it('drops script/style/iframe/noscript/textarea contents entirely', () => {
    expect(sanitizeInline('a<script>alert(1)</script>b<style>p{}</style>c<iframe>x</iframe>d<noscript>n</noscript>e<textarea>t</textarea>f')).toBe(
      'abcdef',
    );
  });

  it('drops every attribute except href and title on links', () => {
    expect(sanitizeInline('<b style="color:red" onclick="x()">b</b><a href="/x" id="i" class="c" onmouseover="y()">a</a>')).toBe(
      '<b>b</b><a href="/x">a</a>',
    );
  });
});

describe('isSafeUrl', () => {
  it.each([
    ['https://example.com/a', 'link'],
    ['HTTP://example.com', 'link'],
    ['mailto:a@example.com', 'link'],
    ['tel:+13055550100', 'link'],
    ['/contact', 'link'],
    ['/', 'link'],
    ['https://cdn.example.com/a.png', 'image'],
    ['/images/a.png', 'image'],
  ] as const)('accepts %s as %s', (url, kind) => {
    expect(isSafeUrl(url, kind)).toBe(true);
  });

  it.each([
    ['javascript:alert(1)', 'link'],
    [' JavaScript:alert(1)', 'link'],
    ['jav\tascript:alert(1)', 'link'],
    ['jav&#x09;ascript:alert(1)', 'link'],
    ['vbscript:msgbox(1)', 'link'],
    ['data:text/html,x', 'link'],
    ['//evil.example', 'link'],
    ['/\\evil.example', 'link'],
    ['\\\\evil.example', 'link'],
    ['https:\\\\evil.example', 'link'],
    ['https:evil.example', 'link'],
    ['https://', 'link'],
    ['relative/path', 'link'],
    ['#top', 'link'],
    ['/x\ny', 'link'],
    ['', 'link'],
    ['mailto:a@example.com', 'image'],
    ['tel:1', 'image'],
    ['data:image/png;base64,AAAA', 'image'],
    ['//cdn.example.com/a.png', 'image'],
  ] as const)('refuses %j as %s', (url, kind) => {
    expect(isSafeUrl(url, kind)).toBe(false);
  });
});

// ---------------------------------------------------------------------------------------------
// Security corpus (decision 0004)
// ---------------------------------------------------------------------------------------------

const FORBIDDEN_TAGS = ['script', 'iframe', 'object', 'embed', 'svg', 'style', 'form', 'meta', 'base', 'link', 'frame', 'frameset', 'math'];
/** Elements (and their attributes) the renderer may ever emit. */
const ALLOWED: Record<string, readonly string[]> = {
  h2: [],
  h3: [],
  p: [],
  ul: [],
  li: [],
  br: [],
  strong: [],
  b: [],
  em: [],
  i: [],
  a: ['href', 'title', 'target', 'rel'],
  figure: ['class'],
  div: ['class'],
  img: ['src', 'alt', 'loading', 'decoding', 'width', 'height'],
};
// eslint-disable-next-line no-control-regex
const WHITESPACE_AND_CONTROLS = /[\u0000-\u0020\u007f-\u00a0\s\u200b-\u200f\u2028\u2029\ufeff]/g;
const SAFE_URL_START = /^(?:https?:\/\/|mailto:|tel:|\/(?:$|[^/\\]))/i;
const RAW_FORBIDDEN_TAG = new RegExp(`<\\s*/?\\s*(?:${FORBIDDEN_TAGS.join('|')})`, 'i');

/** Returns every problem found in rendered HTML; an empty list means it is safe. */
function findProblems(html: string): string[] {
  const problems: string[] = [];
  let tag = '';
  const parser = new Parser(
    {
      onopentagname(name) {
        tag = name;
        if (FORBIDDEN_TAGS.includes(name)) problems.push(`forbidden tag <${name}>`);
        if (!(name in ALLOWED)) problems.push(`unexpected tag <${name}>`);
      },
      onattribute(name, value) {
        if (name.startsWith('on')) problems.push(`event handler ${name} on <${tag}>`);
        if (name === 'style') problems.push(`style attribute on <${tag}>`);
        if (!(ALLOWED[tag] ?? []).includes(name)) problems.push(`unexpected attribute ${name} on <${tag}>`);
        if (name === 'href' || name === 'src') {
          const compact = value.replace(WHITESPACE_AND_CONTROLS, '');
          if (!SAFE_URL_START.test(compact)) problems.push(`unsafe ${name}=${JSON.stringify(value)} on <${tag}>`);
        }
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true, recognizeSelfClosing: true },
  );
  parser.write(html);
  parser.end();
  // Belt and braces: the raw text must not contain a forbidden tag opener either.
  if (RAW_FORBIDDEN_TAG.test(html)) problems.push('forbidden tag in raw output');
  return problems;
}

const payloads = readFileSync(new URL('./fixtures/xss-payloads.txt', import.meta.url), 'utf8')
  .split('\n')
  .filter((line) => line.trim() !== '');

describe('XSS checker sanity (the security tests can fail)', () => {
  it.each([
    '<img src=x onerror=alert(1)>',
    '<a href="javascript:alert(1)">x</a>',
    '<a href="jav&#x09;ascript:alert(1)">x</a>',
    '<a href=" &#14;javascript:alert(1)">x</a>',
    '<a href="//evil.example">x</a>',
    '<a href="/\\evil.example">x</a>',
    '<SCRIPT>alert(1)</SCRIPT>',
    '<p style="x">y</p>',
    '<svg/onload=alert(1)>',
    '<iframe src="https://ok.example"></iframe>',
    '<p><b ONCLICK="x">y</b></p>',
    '<img src="data:image/png;base64,AAAA">',
  ])('flags %s', (bad) => {
    expect(findProblems(bad)).not.toEqual([]);
  });

  it('passes well-formed renderer output', () => {
    const html = renderPostBody(
      '## T\n### U\n- <b>a</b>\n\n<a href="https://x.example" title="t">x</a> <a href="/y">y</a> <a href="mailto:a@b.c">m</a>\n[alt](/a.png)',
    );
    expect(findProblems(html)).toEqual([]);
  });
});

describe('XSS corpus (decision 0004)', () => {
  it('holds at least 150 payloads', () => {
    expect(payloads.length).toBeGreaterThanOrEqual(150);
  });

  const contexts: [string, (p: string) => string][] = [
    ['heading', (p) => `## ${p}`],
    ['sub-heading', (p) => `### ${p}`],
    ['bullet', (p) => `- ${p}`],
    ['paragraph', (p) => p],
    ['image alt and URL', (p) => `[${p}](${p})`],
    ['image URL', (p) => `[x](${p})`],
  ];

  for (const [name, wrap] of contexts) {
    it(`renders every payload safely in a ${name}`, () => {
      const failures: string[] = [];
      for (const payload of payloads) {
        for (const opts of [undefined, { siteOrigin: 'https://law.example' }]) {
          const html = renderPostBody(wrap(payload), opts);
          const problems = findProblems(html);
          if (problems.length > 0) failures.push(`${JSON.stringify(payload)} -> ${JSON.stringify(html)}: ${problems.join('; ')}`);
        }
      }
      expect(failures).toEqual([]);
    });
  }

  it('renders the whole corpus as one document safely', () => {
    const doc = payloads.flatMap((p) => [`## ${p}`, `- ${p}`, p, `[${p}](${p})`, '']).join('\r\n');
    expect(findProblems(renderPostBody(doc))).toEqual([]);
  });

  it('renders every payload safely through sanitizeInline alone', () => {
    const failures = payloads.filter((p) => findProblems(sanitizeInline(p)).length > 0);
    expect(failures).toEqual([]);
  });
});

describe('finished posts (decision 0004)', () => {
  const site = { siteOrigin: 'https://law.example' };

  it('links plain URLs in text under the same rules as written links', () => {
    expect(renderPostBody('See https://www.uscis.gov/i-130. Then call.', site)).toBe(
      '<p>See <a href="https://www.uscis.gov/i-130" target="_blank" rel="noopener noreferrer">https://www.uscis.gov/i-130</a>. Then call.</p>',
    );
    // The site's own address keeps the tab; a query string keeps its &; closing punctuation stays outside.
    expect(renderPostBody('Read (https://law.example/blog/x?a=1&b=2), then', site)).toBe(
      '<p>Read (<a href="https://law.example/blog/x?a=1&amp;b=2">https://law.example/blog/x?a=1&amp;b=2</a>), then</p>',
    );
  });

  it('never links a URL twice, inside markup, or out of a removed element', () => {
    expect(renderPostBody('<a href="https://x.org"><b>https://y.org</b></a>', site)).toBe(
      '<p><a href="https://x.org" target="_blank" rel="noopener noreferrer"><b>https://y.org</b></a></p>',
    );
    expect(renderPostBody('x <script>https://evil.example</script> y', site)).toBe('<p>x  y</p>');
    // A quote ends the URL: nothing can break out into an attribute.
    const html = renderPostBody('https://a.example/"onmouseover=alert(1)//', site);
    expect(html).toBe('<p><a href="https://a.example/" target="_blank" rel="noopener noreferrer">https://a.example/</a>"onmouseover=alert(1)//</p>');
    expect(renderPostBody('javascript:alert(1) and http://', site)).toBe('<p>javascript:alert(1) and http://</p>');
  });

  it('leaves out a body image equal to the featured image, keeping the others', () => {
    const content = '[Clock](/images/blog/clock.webp)\n\nText after.\n\n[Scales](/images/blog/scales.webp)';
    const html = renderPostBody(content, { ...site, featuredImage: '/images/blog/clock.webp' });
    expect(html).not.toContain('clock.webp');
    expect(html).toContain('scales.webp');
    expect(html.startsWith('<p>Text after.</p>')).toBe(true);
    expect(renderPostBody(content, site)).toContain('clock.webp');
  });
});

describe('uploaded images in the body (decision 0014)', () => {
  const upload = '/media/0b7e6a52-5d1e-4c39-9c41-2f6b1f0e8a11/2400x1350/1600.jpg';

  it('renders an upload as a picture with AVIF and WebP at every width, its real size and alt text', () => {
    const html = renderPostBody(`[Courthouse steps](${upload})`);
    expect(html).toMatch(/^<figure class="post-figure"><div class="post-image-frame"><picture><source type="image\/avif" srcset="[^"]*480\.avif 480w, [^"]*960\.avif 960w, [^"]*1600\.avif 1600w"/);
    expect(html).toContain('<source type="image/webp"');
    expect(html).toContain('alt="Courthouse steps"');
    expect(html).toContain('width="1600" height="900"'); // the largest copy, in the original's proportions
    expect(html).toContain('loading="lazy"');
  });

  it('keeps other images as a plain img, and skips an upload that is the featured image', () => {
    expect(renderPostBody('[Clock](/images/blog/clock.webp)')).toContain('<img src="/images/blog/clock.webp"');
    expect(renderPostBody(`[Same](${upload})\n\nText.`, { featuredImage: upload })).toBe('<p>Text.</p>');
  });
});
