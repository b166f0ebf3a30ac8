import { i18nFor, loadCatalogue } from '../../lib/i18n/catalogue';
import { clinicCatalogue } from './catalogue';
import { workingHoursRows } from './working-hours';

const day = (weekday: number, start = '09:00', end = '17:00') => ({
  __typename: 'WorkingDay' as const,
  weekday,
  start,
  end,
  breaks: [{ __typename: 'TimeRange' as const, start: '12:00', end: '14:00' }],
});
const plan = [day(3), day(1), day(2), day(5, '10:00', '13:00')];

describe('working hours', () => {
  it('folds consecutive days with the same hours and names the breaks', async () => {
    await loadCatalogue(clinicCatalogue, 'en');
    expect(workingHoursRows(plan, i18nFor('en'))).toEqual([
      { days: 'Mon – Wed', hours: '9:00 am – 5:00 pm', breaks: ['break 12:00 pm – 2:00 pm'] },
      { days: 'Fri', hours: '10:00 am – 1:00 pm', breaks: ['break 12:00 pm – 2:00 pm'] },
    ]);
  });

  it('names days and times in Hindi on a Hindi page', async () => {
    await loadCatalogue(clinicCatalogue, 'hi');
    const rows = workingHoursRows(plan, i18nFor('hi'));
    expect(rows.map((row) => row.days)).toEqual(['सोमवार – बुधवार', 'शुक्रवार']);
    expect(rows[0].hours).toMatch(/^सुबह 9:00 – .+ 5:00$/);
    expect(rows[0].breaks[0]).toMatch(/^ब्रेक .+12:00 – .+ 2:00$/);
  });
});
