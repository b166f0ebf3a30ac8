import { csvCell, csvOf } from './newsletter-csv';

describe('newsletter CSV', () => {
  it.each(['=HYPERLINK("http://x")', '+1+1', '-2+3', '@SUM(A1)', '\t=1', '\r=1'])(
    'neutralises a formula: %j',
    (value) => {
      expect(csvCell(value).startsWith(`"'`)).toBe(true);
    },
  );

  it('quotes every cell and doubles quotes', () => {
    expect(csvCell('a"b,c')).toBe('"a""b,c"');
    expect(csvOf([['email'], ['x@y.in']])).toBe('"email"\r\n"x@y.in"\r\n');
  });
});
