import { prefixQuery } from './search-query';

describe('prefixQuery', () => {
  it.each([
    ['isabgol', "'isabgol':*"],
    ['  Piles   DIET ', "'piles':* & 'diet':*"],
    ['fibre & water | !pain', "'fibre':* & 'water':* & 'pain':*"],
    ["don't", "'don':* & 't':*"],
    ['बवासीर का इलाज', "'बवासीर':* & 'का':* & 'इलाज':*"],
    ["a':* | b", "'a':* & 'b':*"],
    ['piles piles', "'piles':*"],
  ])('%s -> %s', (search, expected) => {
    expect(prefixQuery(search)).toBe(expected);
  });

  it('keeps at most 8 words', () => {
    expect(prefixQuery('a b c d e f g h i j')!.split(' & ')).toHaveLength(8);
  });

  it('gives nothing for punctuation only', () => {
    expect(prefixQuery('!!! ??? :*')).toBeUndefined();
  });
});
