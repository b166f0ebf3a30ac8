import { normaliseTags } from './tags';

describe('normaliseTags', () => {
  it.each<[string, Parameters<typeof normaliseTags>[0], string[]]>([
    ['an array', ['Piles', 'Diet'], ['Piles', 'Diet']],
    ['a comma-separated string', 'Piles, Diet ,Recovery', ['Piles', 'Diet', 'Recovery']],
    ['array items holding commas', ['Piles, Diet', 'Recovery'], ['Piles', 'Diet', 'Recovery']],
    ['padding and inner runs of spaces', ['  Joint   Pain  '], ['Joint Pain']],
    ['empty parts', ' , Piles,, ,', ['Piles']],
    ['duplicates in any case, first spelling kept', 'Piles, piles, PILES, Diet', ['Piles', 'Diet']],
    ['Hindi tags', 'बवासीर, आहार, बवासीर', ['बवासीर', 'आहार']],
    ['nothing', undefined, []],
    ['null', null, []],
    ['an empty string', '', []],
  ])('normalises %s', (_label, input, expected) => {
    expect(normaliseTags(input)).toEqual(expected);
  });
});
