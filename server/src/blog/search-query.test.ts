import { prefixQuery } from './search-query';

describe('prefixQuery', () => {
  it.each([
    ['isabgol', "'isabgol':*"],
    ['  Fibre   WATER ', "'fibre':* & 'water':*"],
    ['fibre & water | !itch', "'fibre':* & 'water':* & 'itch':*"],
    ["don't", "'don':* & 't':*"],
    ['इलाज का तरीका', "'इलाज':* & 'का':* & 'तरीका':*"],
    ["a':* | b", "'a':* & 'b':*"],
    ['fibre fibre', "'fibre':*"],
  ])('%s -> %s', (search, expected) => {
    expect(prefixQuery(search)).toBe(expected);
  });

  it('lets a word match its other spellings and languages', () => {
    const query = prefixQuery('Bawaseer ilaj')!;
    expect(query).toMatch(/^\('bawaseer':\* \| .+\) & 'ilaj':\*$/);
    for (const variant of ['piles', 'बवासीर', 'bavasir', 'haemorrhoids']) {
      expect(query).toContain(`'${variant}':*`);
    }
    expect(prefixQuery('बवासीर')).toContain("'piles':*");
  });

  it('keeps at most 8 words', () => {
    expect(prefixQuery('a b c d e f g h i j')!.split(' & ')).toHaveLength(8);
  });

  it('gives nothing for punctuation only', () => {
    expect(prefixQuery('!!! ??? :*')).toBeUndefined();
  });
});
