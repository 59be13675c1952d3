/** The notice sanitizer on its own: what survives and what goes, on ordinary and hostile input. */
import { plainText, sanitizeRichText } from '../../../server/src/modules/mini-program/rich-text';

describe('notice rich text', () => {
  it.each([
    ['formatting stays, attributes go', '<p class="x" style="color:red">a <b>b</b> <i>c</i></p>', '<p>a <b>b</b> <i>c</i></p>'],
    ['scripts and styles go with their content', 'a<script>alert(1)</script>b<STYLE>*{}</STYLE>c', 'abc'],
    ['an unclosed script takes the rest', 'a<script>alert(1)', 'a'],
    ['event handlers and unknown tags go', '<img src=x onerror=alert(1)><svg onload=alert(2)><circle/></svg>x', 'x'],
    ['javascript and data links lose their href', '<a href="javascript:alert(1)">a</a><a href="data:text/html,x">b</a>', '<a>a</a><a>b</a>'],
    ['an entity-hidden scheme loses its href', '<a href="jav&#97;script:alert(1)">a</a>', '<a>a</a>'],
    [
      'a safe link stays, opened apart',
      "<a href='https://example.com/a?b=1'>x</a>",
      '<a href="https://example.com/a?b=1" target="_blank" rel="noopener noreferrer">x</a>',
    ],
    ['stray brackets and quotes are escaped', '1 < 2 > 0 "q" & ok', '1 &lt; 2 &gt; 0 &quot;q&quot; &amp; ok'],
    ['comments go', 'a<!-- <script>x</script> -->b', 'ab'],
    ['a tag split across a quote does not sneak an attribute in', '<p title=">"onmouseover=alert(1)>x</p>', '<p>&quot;onmouseover=alert(1)&gt;x</p>'],
  ])('%s', (_name, input, output) => {
    expect(sanitizeRichText(input)).toBe(output);
  });

  it('gives the text of sanitized content', () => {
    expect(plainText('<p>a&nbsp;<b>b</b></p>')).toBe('a b');
    expect(plainText(sanitizeRichText('<script>x</script>'))).toBe('');
  });

  it('handles hostile input (unclosed blocks, brackets, half tags); its cost is measured by bench/mini-program', () => {
    for (const input of ['<script>'.repeat(12_500), '<script'.repeat(14_000), '<'.repeat(100_000), '<b>x</b>'.repeat(12_500), '<a href="'.repeat(10_000)]) {
      // Escaping grows `<` to `&lt;` at most; nothing else is added.
      expect(sanitizeRichText(input).length).toBeLessThanOrEqual(input.length * 6);
    }
  });
});
