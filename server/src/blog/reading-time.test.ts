import { countWords, readingMinutes } from './reading-time';

const words = (n: number): string => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');

describe('countWords', () => {
  it('counts the words of the text, not the markup', () => {
    expect(countWords('<p class="lead">Eat more <strong>fibre</strong> daily.</p>')).toBe(4);
  });

  it('separates words in neighbouring blocks', () => {
    expect(countWords('<p>one</p><p>two</p><ul><li>three</li><li>four</li></ul>')).toBe(4);
  });

  it('ignores script and style content and comments', () => {
    expect(countWords('<p>a b</p><script>var x = 1;</script><style>p{}</style><!-- c d -->')).toBe(
      2,
    );
  });

  it('treats &nbsp; as a space and skips punctuation-only tokens', () => {
    expect(countWords('<p>one&nbsp;two - three &mdash; ...</p>')).toBe(3);
  });

  it('counts words in Hindi', () => {
    expect(countWords('<p>पानी ज़्यादा पिएँ</p>')).toBe(3);
  });
});

describe('readingMinutes', () => {
  it.each([
    ['', 1],
    ['<p></p>', 1],
    [`<p>${words(1)}</p>`, 1],
    [`<p>${words(199)}</p>`, 1],
    [`<p>${words(200)}</p>`, 1],
    [`<p>${words(201)}</p>`, 2],
    [`<p>${words(400)}</p>`, 2],
    [`<p>${words(401)}</p>`, 3],
    [`<h2>${words(300)}</h2><p>${words(300)}</p>`, 3],
  ])('%#: words / 200 rounded up, at least 1', (html, minutes) => {
    expect(readingMinutes(html)).toBe(minutes);
  });
});
