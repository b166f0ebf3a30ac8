import { splitInclusive, totalOf } from './gst';
import { financialYearOf, invoiceSerial } from './financial-year';
import { placeOfSupply, stateOfPin } from './place-of-supply';

describe('GST inside GST-inclusive prices', () => {
  it.each([
    // gross paise, rate, taxable, cgst, sgst
    [11200, 12, 10000, 600, 600],
    [10500, 5, 10000, 250, 250],
    [11800, 18, 10000, 900, 900],
    [12800, 28, 10000, 1400, 1400],
    [10025, 0.25, 10000, 13, 12],
    [9900, 0, 9900, 0, 0],
    // ₹185.50 at 12 %: 16,563 paise taxable, 1,987 of tax, the odd paisa to CGST.
    [18550, 12, 16563, 994, 993],
  ])(
    '%i paise at %d %% within the state: taxable %i, CGST %i, SGST %i',
    (gross, rate, taxable, cgst, sgst) => {
      expect(splitInclusive(gross, rate, false)).toEqual({ gross, taxable, cgst, sgst, igst: 0 });
    },
  );

  it('puts the whole tax in IGST across states', () => {
    expect(splitInclusive(11200, 12, true)).toEqual({
      gross: 11200,
      taxable: 10000,
      cgst: 0,
      sgst: 0,
      igst: 1200,
    });
  });

  it('adds lines up to the paisa', () => {
    const lines = [splitInclusive(18550, 12, false), splitInclusive(44900, 18, false)];
    const total = totalOf(lines);
    expect(total.taxable + total.cgst + total.sgst + total.igst).toBe(total.gross);
    expect(total.gross).toBe(63450);
  });
});

describe('the Indian financial year, by the clinic clock', () => {
  it('runs from 1 April to 31 March in Asia/Kolkata', () => {
    expect(financialYearOf(new Date('2027-03-31T23:59:59+05:30')).label).toBe('26-27');
    expect(financialYearOf(new Date('2027-04-01T00:00:00+05:30')).label).toBe('27-28');
    // 31 March 20:00 UTC is already 1 April in the clinic.
    expect(financialYearOf(new Date('2027-03-31T20:00:00Z')).label).toBe('27-28');
    expect(financialYearOf(new Date('2026-11-26T10:00:00+05:30')).label).toBe('26-27');
    expect(financialYearOf(new Date('2099-06-01T10:00:00+05:30')).label).toBe('99-00');
  });

  it('numbers invoices like SC/26-27/000123, at most 16 characters', () => {
    const serial = invoiceSerial('ABC', financialYearOf(new Date('2026-11-26')), 999_999);
    expect(serial).toBe('ABC/26-27/999999');
    expect(serial.length).toBe(16);
    expect(invoiceSerial('SC', { start: 2026, label: '26-27' }, 123)).toBe('SC/26-27/000123');
  });
});

describe('place of supply from the delivery PIN code', () => {
  it('names the state of a PIN code', () => {
    expect(stateOfPin('464001')).toBe('23');
    expect(stateOfPin('110001')).toBe('07');
    expect(stateOfPin('403001')).toBe('30');
    expect(stateOfPin('400001')).toBe('27');
    expect(stateOfPin('560001')).toBe('29');
    expect(stateOfPin('012345')).toBeNull();
  });

  it('is the clinic state for a pickup, another state is inter-state', () => {
    expect(placeOfSupply('23', null)).toEqual({
      stateCode: '23',
      label: 'Madhya Pradesh (23)',
      interState: false,
    });
    expect(placeOfSupply('23', '464114').interState).toBe(false);
    expect(placeOfSupply('23', '110001')).toEqual({
      stateCode: '07',
      label: 'Delhi (07)',
      interState: true,
    });
  });
});
