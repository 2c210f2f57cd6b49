import { describe, expect, it } from 'vitest';
import { adLinksInNewTab, htmlToText, renderInlineMarkdown, sanitizeJobAdHtml, shortened } from './sanitize';

/** The markup the seeded hostile posting carries (lib/platform/server/seed/job-ads.ts). */
const hostile =
  '<p>Questions? <a href="javascript:alert(1)">Ask the team</a></p>' +
  '<script>alert(1)</script><img src=x onerror=alert(1)>';

describe('sanitizeJobAdHtml', () => {
  it('makes the hostile ad inert: no script, no image handler, no javascript: link, text kept', () => {
    expect(sanitizeJobAdHtml(hostile)).toBe('<p>Questions? Ask the team</p>');
  });

  it('keeps the formatting real ads use', () => {
    const html =
      '<p>Hi <strong>there</strong> <em>you</em> <b>b</b> <i>i</i><br /></p><ul><li>one</li></ul><ol><li>two</li></ol><h3>Sub</h3><h4>Subsub</h4>';
    expect(sanitizeJobAdHtml(html)).toBe(html);
  });

  it('keeps web and mail links, adding rel, and drops other attributes', () => {
    expect(
      sanitizeJobAdHtml(
        '<a href="https://acme.example/x" target="_top" onclick="x()" style="color:red">x</a>',
      ),
    ).toBe('<a href="https://acme.example/x" rel="noopener noreferrer nofollow">x</a>');
    expect(sanitizeJobAdHtml('<a href="mailto:jobs@acme.example">mail</a>')).toContain(
      'href="mailto:jobs@acme.example"',
    );
  });

  it('refuses disguised script URLs and protocol-relative links', () => {
    for (const href of [
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      'data:text/html,x',
      '//evil.example/',
    ]) {
      expect(sanitizeJobAdHtml(`<a href="${href}">x</a>`)).toBe('x');
    }
  });

  it('drops styles, iframes, forms and event handlers; lowers headings below the page title', () => {
    const out = sanitizeJobAdHtml(
      '<style>p{}</style><iframe src="https://x"></iframe><form><input></form><p onmouseover="x()">t</p><h1>A</h1><h2>B</h2>',
    );
    expect(out).toBe('<p>t</p><h3>A</h3><h3>B</h3>');
  });
});

describe('adLinksInNewTab', () => {
  it("opens an ad's links in a new tab, saying so, and touches no text that reads like a tag", () => {
    const ad = sanitizeJobAdHtml(
      '<p>See <a href="https://acme.example/benefits">benefits</a>, not &lt;a x&gt;</p>',
    );
    expect(adLinksInNewTab(ad, '(opens in a new tab)')).toBe(
      '<p>See <a target="_blank" href="https://acme.example/benefits" rel="noopener noreferrer nofollow">' +
        'benefits<span class="visually-hidden"> (opens in a new tab)</span></a>, not &lt;a x&gt;</p>',
    );
    // Within an ad in another language, the hint says which it is in.
    expect(adLinksInNewTab(ad, '(öffnet in einem neuen Tab)', 'de')).toContain(
      '<span class="visually-hidden" lang="de"> (öffnet in einem neuen Tab)</span>',
    );
  });
});

describe('renderInlineMarkdown', () => {
  it('says in each link that it opens in a new tab, in the words it is given, escaped', () => {
    expect(
      renderInlineMarkdown(
        'See the [policy](https://acme.example/p) & [terms](https://acme.example/t)',
        '(new <tab>)',
      ),
    ).toBe(
      'See the <a href="https://acme.example/p" rel="noopener noreferrer nofollow" target="_blank">policy<span class="visually-hidden"> (new &#60;tab&#62;)</span></a> &amp; <a href="https://acme.example/t" rel="noopener noreferrer nofollow" target="_blank">terms<span class="visually-hidden"> (new &#60;tab&#62;)</span></a>',
    );
    // A link made text (an unsafe address) gets no hint.
    expect(renderInlineMarkdown('[x](javascript:alert(1))', '(new tab)')).toBe('x');
  });

  it('renders inline Markdown to a small set of tags', () => {
    expect(renderInlineMarkdown('I agree to the **terms** and _policy_, see `code`')).toBe(
      'I agree to the <strong>terms</strong> and <em>policy</em>, see <code>code</code>',
    );
  });

  it('makes links safe and opens them without leaving the form', () => {
    expect(renderInlineMarkdown('Read [our policy](https://acme.example/privacy)')).toBe(
      'Read <a href="https://acme.example/privacy" rel="noopener noreferrer nofollow" target="_blank">our policy</a>',
    );
    expect(renderInlineMarkdown('[click](javascript:alert(1))')).not.toContain('javascript');
  });

  it('neutralises raw HTML and images in labels', () => {
    const out = renderInlineMarkdown(
      'Name <script>alert(1)</script><img src=x onerror=alert(1)> ![x](https://x/y.png)',
    );
    expect(out).not.toMatch(/<script|<img|onerror/);
    expect(out.startsWith('Name')).toBe(true);
  });

  it('escapes text that only looks like markup', () => {
    expect(renderInlineMarkdown('Salary < 100k & > 50k')).toBe('Salary &lt; 100k &amp; &gt; 50k');
  });
});

describe('htmlToText', () => {
  it('gives readable plain text', () => {
    expect(htmlToText('<p>One &amp; two</p><ul><li>three</li><li>four</li></ul>')).toBe(
      'One & two · three · four',
    );
  });

  it('keeps a sentence that ends with its own stop, and separates a heading from what follows', () => {
    expect(
      htmlToText('<p>We build robots.</p><h3>What you will do</h3><p>Run <b>discovery</b><br>calls</p>'),
    ).toBe('We build robots. What you will do · Run discovery · calls');
    expect(htmlToText('<p>One line\nwrapped in the source</p>')).toBe('One line wrapped in the source');
    expect(htmlToText('<p>نبني الروبوتات؟</p><p>انضم إلينا</p>')).toBe('نبني الروبوتات؟ انضم إلينا');
  });

  it('gives nothing for markup without text', () => {
    expect(htmlToText('<p> </p><ul><li></li></ul>')).toBe('');
  });
});

describe('shortened', () => {
  it('leaves text that fits', () => {
    expect(shortened('Build robots', 12)).toBe('Build robots');
  });

  it('cuts at a word and drops a dangling separator', () => {
    expect(shortened('Location: Austin · Type: Full-time', 20)).toBe('Location: Austin…');
    expect(shortened('We build robots for hospitals', 20)).toBe('We build robots for…');
  });

  it('cuts a word only when there is no break near, and never inside a character', () => {
    expect(shortened('Donaudampfschifffahrtsgesellschaft', 10)).toBe('Donaudamp…');
    expect(shortened('🤖🤖🤖🤖🤖', 3)).toBe('🤖🤖…');
  });
});
