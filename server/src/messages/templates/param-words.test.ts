import { hindiMoney, hindiWhen, PARAM_WORDS, paramWordsIn } from './param-words';

/** An instant given in clinic time. */
const ist = (text: string) => new Date(`${text}:00+05:30`);

describe('dates and sums in Hindi messages', () => {
  it('reads a date as patients do, in clinic time with Latin digits', () => {
    expect(hindiWhen(ist('2026-11-24T10:30'))).toBe('मंगलवार, 24 नवंबर 2026, सुबह 10:30');
    // The server's own zone does not matter: 23:30 UTC is the next morning in the clinic.
    expect(hindiWhen(new Date('2027-03-09T23:30:00Z'))).toBe('बुधवार, 10 मार्च 2027, सुबह 5:00');
  });

  it('names the part of the day as it is said, not am/pm', () => {
    const at = (hhmm: string) => hindiWhen(ist(`2027-01-05T${hhmm}`)).split(', ')[2];
    expect(at('09:00')).toBe('सुबह 9:00');
    expect(at('11:59')).toBe('सुबह 11:59');
    expect(at('12:00')).toBe('दोपहर 12:00');
    expect(at('15:30')).toBe('दोपहर 3:30');
    expect(at('16:00')).toBe('शाम 4:00');
    expect(at('19:45')).toBe('शाम 7:45');
    expect(at('20:00')).toBe('रात 8:00');
  });

  it('writes rupees with Indian grouping, paise only when there are some', () => {
    expect(hindiMoney(1250)).toBe('₹1,250');
    expect(hindiMoney(125000)).toBe('₹1,25,000');
    expect(hindiMoney(640.5)).toBe('₹640.50');
    expect(hindiMoney(0)).toBe('₹0');
  });

  it('writes Hindi dates and sums in Devanagari digits when the clinic chose them', () => {
    const words = paramWordsIn('devanagari');
    expect(words.hi.when(ist('2026-11-24T10:30'))).toBe('मंगलवार, २४ नवंबर २०२६, सुबह १०:३०');
    expect(words.hi.money(125000)).toBe('₹१,२५,०००');
    expect(words.en.money(1250)).toBe('₹1,250.00');
    expect(paramWordsIn('latin').hi.money(1250)).toBe('₹1,250');
  });

  it('keeps the English words as they were', () => {
    expect(PARAM_WORDS.en.when(ist('2026-11-24T10:30'))).toBe('Tue, 24 Nov 2026, 10:30 am');
    expect(PARAM_WORDS.en.money(1250)).toBe('₹1,250.00');
  });
});
